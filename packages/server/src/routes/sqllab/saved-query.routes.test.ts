import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import { SavedQueriesRepo } from '../../meta/repos/saved-queries-repo.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let adminToken: string;
let dbId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t.app);
  api = client(t.app, adminToken);
  dbId = (
    await api.post('/api/v1/database/', { database_name: 'mem', sqlalchemy_uri: 'sqlite://' })
  ).json().id;
});
afterAll(async () => t.close());

describe('/api/v1/saved_query', () => {
  let id: number;

  it('creates, reads, updates and deletes a saved query', async () => {
    const body = {
      db_id: dbId,
      label: 'Revenue by region',
      description: 'Q1 numbers',
      schema: 'main',
      sql: 'SELECT 1',
      template_parameters: '{"x": 1}',
    };
    const created = await api.post('/api/v1/saved_query/', body);
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    expect(created.json()).toEqual({ id, result: body });
    const item = (await api.get(`/api/v1/saved_query/${id}`)).json();
    expect(item).toMatchObject({
      id,
      result: {
        id,
        label: 'Revenue by region',
        description: 'Q1 numbers',
        schema: 'main',
        sql: 'SELECT 1',
        template_parameters: '{"x": 1}',
        sql_tables: [],
        database: { id: dbId, database_name: 'mem' },
        created_by: { id: 1, first_name: 'Admin', last_name: 'User' },
        changed_on_delta_humanized: 'a few seconds ago',
      },
    });
    const updated = await api.put(`/api/v1/saved_query/${id}`, {
      sql: 'SELECT 2',
      label: 'Revenue',
    });
    expect(updated.json()).toEqual({ result: { sql: 'SELECT 2', label: 'Revenue' } });
    expect((await api.get(`/api/v1/saved_query/${id}`)).json().result).toMatchObject({
      sql: 'SELECT 2',
      label: 'Revenue',
      description: 'Q1 numbers',
    });
  });

  it('answers schema problems with 422 and unknown ids with 404', async () => {
    expect((await api.post('/api/v1/saved_query/', { label: 'x' })).json()).toEqual({
      message: { db_id: ['Missing data for required field.'] },
    });
    expect((await api.post('/api/v1/saved_query/', { db_id: 9999, label: 'x' })).json()).toEqual({
      message: { db_id: ['Database does not exist'] },
    });
    expect(
      (await api.post('/api/v1/saved_query/', { db_id: dbId, label: 'x'.repeat(300) })).statusCode,
    ).toBe(422);
    expect((await api.put('/api/v1/saved_query/9999', { label: 'x' })).statusCode).toBe(404);
    expect((await api.get('/api/v1/saved_query/9999')).statusCode).toBe(404);
  });

  it('lists with all_text, favorites, ordering and distinct values', async () => {
    await api.post('/api/v1/saved_query/', {
      db_id: dbId,
      label: 'Churn',
      description: 'monthly churn',
      schema: 'crm',
      sql: 'SELECT churn FROM c',
    });
    const other = (
      await api.post('/api/v1/saved_query/', {
        db_id: dbId,
        label: 'Stock',
        schema: 'ops',
        sql: 'SELECT * FROM inventory',
      })
    ).json().id;
    const byText = (
      await api.get('/api/v1/saved_query/?q=(filters:!((col:label,opr:all_text,value:INVENT)))')
    ).json();
    expect(byText.result.map((r: { label: string }) => r.label)).toEqual(['Stock']);
    expect(
      (
        await api.get('/api/v1/saved_query/?q=(filters:!((col:label,opr:all_text,value:churn)))')
      ).json().count,
    ).toBe(1);
    await new SavedQueriesRepo(t.ctx.store).addFavorite(1, other);
    const favs = (
      await api.get('/api/v1/saved_query/?q=(filters:!((col:id,opr:saved_query_is_fav,value:!t)))')
    ).json();
    expect(favs.ids).toEqual([other]);
    expect(
      (
        await api.get(
          '/api/v1/saved_query/?q=(filters:!((col:id,opr:saved_query_is_fav,value:!f)))',
        )
      ).json().count,
    ).toBe(2);
    const ordered = (
      await api.get(
        '/api/v1/saved_query/?q=(order_column:label,order_direction:asc,columns:!(label,database.database_name))',
      )
    ).json();
    expect(ordered.result).toEqual([
      { label: 'Churn', database: { database_name: 'mem' } },
      { label: 'Revenue', database: { database_name: 'mem' } },
      { label: 'Stock', database: { database_name: 'mem' } },
    ]);
    expect(
      (await api.get('/api/v1/saved_query/distinct/schema'))
        .json()
        .result.map((r: { value: string }) => r.value),
    ).toEqual(['crm', 'main', 'ops']);
    expect(
      (await api.get('/api/v1/saved_query/?q=(filters:!((col:sql,opr:eq,value:x)))')).statusCode,
    ).toBe(400);
  });

  it('shows saved queries to their owner only', async () => {
    const other = await userWithRole(t, adminToken, 'sqllabsq', 'sql_lab');
    expect((await other.api.get('/api/v1/saved_query/')).json().count).toBe(0);
    expect((await other.api.get(`/api/v1/saved_query/${id}`)).statusCode).toBe(404);
    expect((await other.api.delete(`/api/v1/saved_query/${id}`)).statusCode).toBe(404);
    expect((await other.api.put(`/api/v1/saved_query/${id}`, { label: 'mine' })).statusCode).toBe(
      404,
    );
  });

  it('keeps saved queries from Gamma, which has no SQL Lab', async () => {
    const gamma = await userWithRole(t, adminToken, 'gammasq', 'Gamma');
    expect((await gamma.api.get('/api/v1/saved_query/')).statusCode).toBe(403);
    expect((await gamma.api.get(`/api/v1/saved_query/${id}`)).statusCode).toBe(403);
  });

  it('deletes one and many', async () => {
    expect((await api.delete(`/api/v1/saved_query/${id}`)).json()).toEqual({ message: 'OK' });
    const ids = (await api.get('/api/v1/saved_query/')).json().ids as number[];
    expect(ids).toHaveLength(2);
    expect((await api.delete(`/api/v1/saved_query/?q=!(${ids.join(',')})`)).json()).toEqual({
      message: 'Deleted 2 saved queries',
    });
    expect((await api.get('/api/v1/saved_query/')).json().count).toBe(0);
  });
});
