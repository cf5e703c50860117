import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

// The same cases on both metadata stores: SQLite always, PostgreSQL from SIGHTLINE_TEST_PG_URL (CI sets it).
const STORES: { name: string; pg: boolean }[] = [
  { name: 'SQLite', pg: false },
  ...(PG_URL ? [{ name: 'PostgreSQL', pg: true }] : []),
];

const URL = '/api/v1/css_template/';

describe.each(STORES)('/api/v1/css_template/ ($name metadata)', ({ pg }) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;
  let adminToken: string;
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (pg) {
      const temp = await createTempPgDatabase(PG_URL, 'sl_css');
      drop = temp.drop;
      env = { SIGHTLINE_METADATA_URL: temp.url };
    }
    t = await createTestApp(env);
    adminToken = await tokenFor(t.app);
    admin = client(t.app, adminToken);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('creates, shows, lists, searches, updates and deletes templates as Superset answers', async () => {
    const body = { template_name: 'Dark', css: '.dashboard { background: #111; }' };
    const created = await admin.post(URL, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), result: body });
    const id = created.json().id as number;

    const shown = (await admin.get(`${URL}${id}`)).json();
    expect(shown).toEqual({
      id,
      result: {
        id,
        template_name: 'Dark',
        css: '.dashboard { background: #111; }',
        changed_on_delta_humanized: 'a few seconds ago',
        created_by: { id: expect.any(Number), first_name: 'Admin', last_name: expect.any(String) },
        changed_by: { id: expect.any(Number), first_name: 'Admin', last_name: expect.any(String) },
      },
    });

    const other = await admin.post(URL, { template_name: 'Light', css: 'body { color: black; }' });
    expect(other.statusCode).toBe(201);
    const list = (
      await admin.get(`${URL}?q=(order_column:template_name,order_direction:asc)`)
    ).json();
    expect(list.count).toBe(2);
    expect(list.result.map((r: { template_name: string }) => r.template_name)).toEqual([
      'Dark',
      'Light',
    ]);
    expect(list.result[0]).toMatchObject({ id, css: body.css, created_on: expect.any(String) });
    // Superset's CssTemplateAllTextFilter: the name or the CSS contains the text.
    const byCss = await admin.get(
      `${URL}?q=(filters:!((col:template_name,opr:css_template_all_text,value:BLACK)))`,
    );
    expect(byCss.json().ids).toEqual([other.json().id]);
    const byName = await admin.get(`${URL}?q=(filters:!((col:template_name,opr:ct,value:dar)))`);
    expect(byName.json().ids).toEqual([id]);
    const picked = (await admin.get(`${URL}?q=(columns:!(id,template_name))`)).json();
    expect(Object.keys(picked.result[0]).sort()).toEqual(['id', 'template_name']);

    const put = await admin.put(`${URL}${id}`, { css: '.x { color: red; }' });
    expect(put.json()).toEqual({ id, result: { css: '.x { color: red; }' } });
    expect((await admin.get(`${URL}${id}`)).json().result).toMatchObject({
      template_name: 'Dark',
      css: '.x { color: red; }',
    });

    expect((await admin.delete(`${URL}${id}`)).json()).toEqual({ message: 'OK' });
    expect((await admin.get(`${URL}${id}`)).statusCode).toBe(404);
    const bulk = await admin.delete(`${URL}?q=!(${other.json().id})`);
    expect(bulk.json()).toEqual({ message: 'Deleted 1 css template' });
    expect((await admin.get(URL)).json().count).toBe(0);
  });

  it('answers _info and related users', async () => {
    expect((await admin.get(`${URL}_info`)).json()).toEqual({
      permissions: ['can_read', 'can_write'],
    });
    const related = (await admin.get(`${URL}related/created_by?q=(filter:adm)`)).json();
    expect(related.result.map((r: { text: string }) => r.text.split(' ')[0])).toContain('Admin');
    expect((await admin.get(`${URL}related/owners`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and unknown templates with 404', async () => {
    const missing = await admin.post(URL, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().message).sort()).toEqual(['css', 'template_name']);
    expect((await admin.post(URL, { template_name: '', css: '' })).statusCode).toBe(400);
    expect((await admin.post(URL, { template_name: 'x'.repeat(251), css: '' })).statusCode).toBe(
      400,
    );
    expect((await admin.post(URL, { template_name: 'n', css: 'a\u0000' })).statusCode).toBe(400);
    expect((await admin.post(URL, { template_name: 'n', css: 5 })).statusCode).toBe(400);
    const id = (await admin.post(URL, { template_name: 'keep', css: '' })).json().id as number;
    expect((await admin.put(`${URL}999999`, { css: 'z' })).statusCode).toBe(404);
    expect((await admin.get(`${URL}99999999999`)).statusCode).toBe(404);
    expect((await admin.delete(`${URL}?q=!(${id},999999)`)).statusCode).toBe(404);
    expect((await admin.get(`${URL}${id}`)).statusCode).toBe(200);
    expect((await admin.delete(`${URL}?q=(((`)).statusCode).toBe(400);
    expect((await admin.delete(URL)).statusCode).toBe(400);
    const badFilter = await admin.get(`${URL}?q=(filters:!((col:nope,opr:eq,value:1)))`);
    expect(badFilter.statusCode).toBe(400);
    expect((await admin.get(`${URL}?q=(order_column:css)`)).statusCode).toBe(400);
    expect((await admin.delete(`${URL}${id}`)).statusCode).toBe(200);
  });

  it('is Alpha and Admin only as in Superset: Gamma gets 403, anonymous callers 401', async () => {
    const { api: alpha } = await userWithRole(t, adminToken, 'css_alpha', 'Alpha');
    const made = await alpha.post(URL, { template_name: 'alpha', css: 'a {}' });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    expect((await alpha.get(`${URL}_info`)).json().permissions).toEqual(['can_read', 'can_write']);

    const { api: gamma } = await userWithRole(t, adminToken, 'css_gamma', 'Gamma');
    expect((await gamma.get(URL)).statusCode).toBe(403);
    expect((await gamma.get(`${URL}${id}`)).statusCode).toBe(403);
    expect((await gamma.get(`${URL}_info`)).statusCode).toBe(403);
    expect((await gamma.post(URL, { template_name: 'g', css: '' })).statusCode).toBe(403);
    expect((await gamma.put(`${URL}${id}`, { css: 'hacked' })).statusCode).toBe(403);
    expect((await gamma.delete(`${URL}${id}`)).statusCode).toBe(403);
    expect((await gamma.delete(`${URL}?q=!(${id})`)).statusCode).toBe(403);
    expect((await admin.get(`${URL}${id}`)).json().result.css).toBe('a {}');
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await admin.delete(`${URL}${id}`)).statusCode).toBe(200);
  });
});
