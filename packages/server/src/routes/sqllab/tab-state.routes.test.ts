import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let token: string;
let api: ReturnType<typeof client>;
let dbId: number;

/** A multipart/form-data body whose values are JSON-encoded, as the web client sends them. */
function form(
  fields: Record<string, unknown>,
  raw = false,
): { payload: string; headers: Record<string, string> } {
  const boundary = `----sightline${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([k, v]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${raw ? String(v) : JSON.stringify(v)}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function send(
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  fields?: Record<string, unknown>,
  as = token,
) {
  const body = fields ? form(fields) : null;
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${as}`, ...(body?.headers ?? {}) },
    ...(body ? { payload: body.payload } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app);
  api = client(t.app, token);
  dbId = (
    await api.post('/api/v1/database/', { database_name: 'mem', sqlalchemy_uri: 'sqlite://' })
  ).json().id;
});
afterAll(async () => t.close());

describe('/tabstateview', () => {
  it('creates, reads, updates, activates and deletes tabs', async () => {
    const first = await send('POST', '/tabstateview/', {
      queryEditor: {
        name: 'Untitled Query 1',
        dbId,
        schema: 'main',
        sql: 'SELECT 1',
        queryLimit: 100,
        templateParams: '{}',
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    const id1 = first.json().id as number;
    const id2 = (
      await send('POST', '/tabstateview/', { queryEditor: { title: 'Old title', dbId } })
    ).json().id as number;
    const tab1 = (await send('GET', `/tabstateview/${id1}`)).json();
    expect(tab1).toEqual({
      id: id1,
      user_id: 1,
      label: 'Untitled Query 1',
      active: false,
      database_id: dbId,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 1',
      query_limit: 100,
      latest_query: null,
      autorun: false,
      template_params: '{}',
      hide_left_bar: false,
      saved_query: null,
      table_schemas: [],
      extra_json: null,
    });
    expect((await send('GET', `/tabstateview/${id2}`)).json()).toMatchObject({
      label: 'Old title',
      active: true,
      sql: 'SELECT ...',
    });

    const run = (
      await api.post('/api/v1/sqllab/execute/', {
        database_id: dbId,
        sql: 'SELECT 7 AS n',
        client_id: 'tabq1',
        sql_editor_id: String(id1),
      })
    ).json();
    const put = await send('PUT', `/tabstateview/${id1}`, {
      sql: 'SELECT 7 AS n',
      label: 'Renamed',
      latest_query_id: 'tabq1',
      hide_left_bar: true,
      extra_json: JSON.stringify({ updatedAt: 1, version: 1 }),
      csrf_token: 'ignored',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.body).toBe(String(id1));
    const updated = (await send('GET', `/tabstateview/${id1}`)).json();
    expect(updated).toMatchObject({
      label: 'Renamed',
      sql: 'SELECT 7 AS n',
      hide_left_bar: true,
      extra_json: '{"updatedAt":1,"version":1}',
    });
    expect(updated.latest_query).toMatchObject({
      id: 'tabq1',
      state: 'success',
      resultsKey: run.query.resultsKey,
    });

    expect((await send('POST', `/tabstateview/${id1}/activate`)).body).toBe(String(id1));
    expect((await send('GET', `/tabstateview/${id1}`)).json().active).toBe(true);
    expect((await send('GET', `/tabstateview/${id2}`)).json().active).toBe(false);

    const boot = (await api.get('/api/v1/sqllab/')).json().result;
    expect(boot.tab_state_ids).toEqual([
      [id1, 'Renamed'],
      [id2, 'Old title'],
    ]);
    expect(boot.active_tab).toMatchObject({ id: id1, label: 'Renamed' });
    expect(Object.keys(boot.queries)).toEqual(['tabq1']);

    expect((await send('DELETE', `/tabstateview/${id2}`)).body).toBe('"OK"');
    const gone = await send('GET', `/tabstateview/${id2}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('');
  });

  it('moves and deletes a tab’s queries', async () => {
    const tab = (await send('POST', '/tabstateview/', { queryEditor: { name: 'Q', dbId } })).json()
      .id as number;
    await api.post('/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: 'SELECT 1',
      client_id: 'mq1',
      sql_editor_id: 'local-tab',
    });
    expect(
      (await send('POST', `/tabstateview/${tab}/migrate_query`, { queryId: 'mq1' })).body,
    ).toBe(String(tab));
    await api.post('/api/v1/sqllab/execute/', {
      database_id: dbId,
      sql: 'SELECT 2',
      client_id: 'mq2',
      sql_editor_id: String(tab),
    });
    await send('PUT', `/tabstateview/${tab}`, { latest_query_id: 'mq2' });
    expect((await send('DELETE', `/tabstateview/${tab}/query/mq2`)).body).toBe('"OK"');
    const after = (await send('GET', `/tabstateview/${tab}`)).json();
    expect(after.latest_query).toMatchObject({ id: 'mq1', sqlEditorId: String(tab) });
    const listed = (
      await api.get(`/api/v1/query/?q=(filters:!((col:sql_editor_id,opr:eq,value:'${tab}')))`)
    ).json();
    expect(listed.count).toBe(1);
  });

  it('keeps table schemas of a tab', async () => {
    const tab = (await send('POST', '/tabstateview/', { queryEditor: { name: 'T', dbId } })).json()
      .id as number;
    const table = {
      queryEditorId: tab,
      dbId,
      schema: 'main',
      name: 'orders',
      columns: [{ name: 'id' }],
    };
    const res = await send('POST', '/tableschemaview/', { table });
    expect(res.statusCode, res.body).toBe(200);
    const tableId = res.json().id as number;
    // Adding the same table again replaces the row.
    const again = (await send('POST', '/tableschemaview/', { table })).json().id as number;
    expect(again).not.toBe(tableId);
    expect(
      (await send('POST', `/tableschemaview/${again}/expanded`, { expanded: false })).json(),
    ).toEqual({ id: again, expanded: false });
    const schemas = (await send('GET', `/tabstateview/${tab}`)).json().table_schemas;
    expect(schemas).toEqual([
      {
        id: again,
        tab_state_id: tab,
        database_id: dbId,
        catalog: null,
        schema: 'main',
        table: 'orders',
        description: table,
        expanded: false,
      },
    ]);
    expect((await send('DELETE', `/tableschemaview/${again}`)).body).toBe('"OK"');
    expect((await send('DELETE', `/tableschemaview/${again}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/tabstateview/${tab}`)).statusCode).toBe(200);
  });

  it('answers 403 and 404 with empty bodies, bad fields with {"error"}', async () => {
    const tab = (
      await send('POST', '/tabstateview/', { queryEditor: { name: 'mine', dbId } })
    ).json().id as number;
    const other = await userWithRole(t, token, 'labber', 'sql_lab');
    const forbidden = await send('GET', `/tabstateview/${tab}`, undefined, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toBe('');
    expect((await send('PUT', `/tabstateview/${tab}`, { sql: 'x' }, other.token)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', '/tabstateview/99999')).body).toBe('');
    expect((await send('GET', '/tabstateview/abc')).statusCode).toBe(404);
    const bad = await send('PUT', `/tabstateview/${tab}`, { query_limit: 'many' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'query_limit must be an integer' });
    expect(
      (await send('POST', '/tabstateview/', { queryEditor: { name: 'x', dbId: 9999 } })).json(),
    ).toEqual({ error: 'Database not found' });
    expect((await send('POST', '/tabstateview/', {})).statusCode).toBe(400);
  });

  it('also accepts JSON and urlencoded bodies', async () => {
    const json = await api.post('/tabstateview/', { queryEditor: { name: 'json tab', dbId } });
    expect(json.statusCode, json.body).toBe(200);
    const id = json.json().id as number;
    const encoded = await t.app.inject({
      method: 'PUT',
      url: `/tabstateview/${id}`,
      payload: `sql=${encodeURIComponent(JSON.stringify('SELECT 3'))}&autorun=true`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(encoded.statusCode, encoded.body).toBe(200);
    expect((await api.put(`/tabstateview/${id}`, { label: 'via json' })).statusCode).toBe(200);
    expect((await send('GET', `/tabstateview/${id}`)).json()).toMatchObject({
      sql: 'SELECT 3',
      autorun: true,
      label: 'via json',
    });
  });
});
