import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import { rlsFixture, type RlsFixture } from '../rowlevelsecurity/rls-fixture.ts';

// The same cases on both metadata stores: SQLite always, PostgreSQL from SIGHTLINE_TEST_PG_URL (CI sets it).
const STORES: { name: string; pg: boolean }[] = [
  { name: 'SQLite', pg: false },
  ...(PG_URL ? [{ name: 'PostgreSQL', pg: true }] : []),
];

const URL = '/api/v1/tag/';
type Api = Awaited<ReturnType<RlsFixture['userOf']>>;

describe.each(STORES)('/api/v1/tag/ ($name metadata)', ({ pg }) => {
  let f: RlsFixture;
  let drop: (() => Promise<void>) | null = null;
  let alpha: Api;
  let gamma: Api;
  let adminChart: number;
  let alphaChart: number;
  let draft: number;

  const chart = async (api: Api, name: string) => {
    const res = await api.post('/api/v1/chart/', {
      slice_name: name,
      viz_type: 'table',
      datasource_id: f.datasetId,
      datasource_type: 'table',
      params: '{}',
    });
    if (res.statusCode !== 201) throw new Error(`chart: ${res.body}`);
    return res.json().id as number;
  };

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (pg) {
      const temp = await createTempPgDatabase(PG_URL, 'sl_tags');
      drop = temp.drop;
      env = { SIGHTLINE_METADATA_URL: temp.url };
    }
    f = await rlsFixture('sqlite', env);
    alpha = await f.userOf('tag_alpha', 'Alpha');
    gamma = await f.userOf('tag_gamma', 'Gamma');
    adminChart = await chart(f.admin, 'admin chart');
    alphaChart = await chart(alpha, 'alpha chart');
    const d = await f.admin.post('/api/v1/dashboard/', { dashboard_title: 'draft board' });
    draft = d.json().id as number;
  }, 120_000);
  afterAll(async () => {
    await f?.close();
    await drop?.();
  });

  it('creates, shows, lists, updates and deletes tags', async () => {
    const created = await f.admin.post(URL, { name: 'finance', description: 'money' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const shown = (await f.admin.get(`${URL}${id}`)).json().result;
    expect(shown).toMatchObject({
      id,
      name: 'finance',
      type: 'custom',
      description: 'money',
      changed_by: { first_name: 'Admin' },
    });
    const dup = await f.admin.post(URL, { name: 'finance' });
    expect([dup.statusCode, dup.json()]).toEqual([
      422,
      { message: { name: ['Tag name must be unique'] } },
    ]);
    expect((await f.admin.put(`${URL}${id}`, { description: 'cash' })).statusCode).toBe(200);
    const list = (await f.admin.get(`${URL}?q=(filters:!((col:name,opr:ct,value:fin)))`)).json();
    expect(list.ids).toEqual([id]);
    expect(list.result[0]).toMatchObject({ name: 'finance', description: 'cash' });
    expect((await f.admin.get(`${URL}_info`)).json().permissions).toEqual([
      'can_read',
      'can_write',
    ]);
    expect((await f.admin.post(URL, {})).statusCode).toBe(400);
    expect((await f.admin.delete(`${URL}?q=!(${id},999999)`)).statusCode).toBe(404);
    expect((await f.admin.delete(`${URL}?q=!(${id})`)).json()).toEqual({
      message: 'Deleted 1 tag',
    });
    expect((await f.admin.get(`${URL}${id}`)).statusCode).toBe(404);
  });

  it('tags only what the caller may change, and lists only what the caller may read', async () => {
    // Alpha tags its own chart (type 2 = chart), not the admin's.
    const mine = await alpha.post(`${URL}2/${alphaChart}/`, { properties: { tags: ['blue'] } });
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await alpha.post(`${URL}2/${adminChart}/`, { properties: { tags: ['blue'] } });
    expect(theirs.statusCode).toBe(403);
    // Gamma holds no can_write on Tag.
    expect(
      (await gamma.post(`${URL}2/${alphaChart}/`, { properties: { tags: ['x'] } })).statusCode,
    ).toBe(403);
    expect((await gamma.post(URL, { name: 'g' })).statusCode).toBe(403);
    expect((await gamma.delete(`${URL}?q=!(1)`)).statusCode).toBe(403);
    expect((await f.admin.post(`${URL}7/1/`, { properties: { tags: ['x'] } })).statusCode).toBe(
      400,
    );

    // The admin tags a draft dashboard (type 3) that Gamma cannot see, and its own chart.
    expect(
      (await f.admin.post(`${URL}3/${draft}/`, { properties: { tags: ['blue'] } })).statusCode,
    ).toBe(201);
    const bulk = await f.admin.post(`${URL}bulk_create`, {
      tags: [
        {
          name: 'blue',
          objects_to_tag: [
            ['chart', adminChart],
            ['chart', 999999],
          ],
        },
      ],
    });
    expect(bulk.json()).toEqual({
      result: { objects_tagged: [['chart', adminChart]], objects_skipped: [['chart', 999999]] },
    });

    const names = (r: { json(): { result: { type: string; name: string }[] } }) =>
      r
        .json()
        .result.map((o) => `${o.type}:${o.name}`)
        .sort();
    const asAdmin = await f.admin.get(`${URL}get_objects/?tags=blue`);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(names(asAdmin)).toEqual([
      'chart:admin chart',
      'chart:alpha chart',
      'dashboard:draft board',
    ]);
    expect(asAdmin.json().result.find((o: { id: number }) => o.id === alphaChart).tags).toEqual([
      { id: expect.any(Number), name: 'blue', type: 'custom' },
    ]);
    const asGamma = await gamma.get(`${URL}get_objects/?tags=blue`);
    expect(names(asGamma)).toEqual(['chart:admin chart', 'chart:alpha chart']);
    expect(names(await f.admin.get(`${URL}get_objects/?tags=blue&types=dashboard`))).toEqual([
      'dashboard:draft board',
    ]);

    // List filters (Superset's ChartTagNameFilter, DashboardTagNameFilter and kin).
    const ids = async (url: string) => ((await f.admin.get(url)).json().ids as number[]).sort();
    const byTag = (col: string, opr: string, value: string | number) =>
      `?q=(filters:!((col:${col},opr:${opr},value:${typeof value === 'string' ? `'${value}'` : value})))`;
    expect(await ids(`/api/v1/chart/${byTag('tags', 'chart_tags', 'BLU')}`)).toEqual(
      [adminChart, alphaChart].sort(),
    );
    expect(await ids(`/api/v1/chart/${byTag('tags', 'chart_tags', 'red')}`)).toEqual([]);
    expect(await ids(`/api/v1/dashboard/${byTag('tags', 'dashboard_tags', 'blue')}`)).toEqual([
      draft,
    ]);
    const sq = await f.admin.post('/api/v1/saved_query/', {
      db_id: f.databaseId,
      label: 'tagged query',
      sql: 'SELECT 1',
    });
    expect(sq.statusCode, sq.body).toBe(201);
    const sqId = sq.json().id as number;
    const blueId = (await f.admin.get(`${URL}?q=(filters:!((col:name,opr:eq,value:blue)))`)).json()
      .ids[0] as number;
    expect(
      (await f.admin.post(`${URL}1/${sqId}/`, { properties: { tags: ['blue'] } })).statusCode,
    ).toBe(201);
    expect(await ids(`/api/v1/saved_query/${byTag('tags', 'saved_query_tag_id', blueId)}`)).toEqual(
      [sqId],
    );
    expect(await ids(`/api/v1/chart/${byTag('tags', 'chart_tag_id', blueId)}`)).toEqual(
      [adminChart, alphaChart].sort(),
    );
    expect(names(await f.admin.get(`${URL}get_objects/?tagIds=${blueId}&types=query`))).toEqual([
      'query:tagged query',
    ]);

    // Untagging follows the same rule.
    expect((await alpha.delete(`${URL}2/${adminChart}/blue/`)).statusCode).toBe(403);
    expect((await alpha.delete(`${URL}2/${alphaChart}/blue/`)).statusCode).toBe(200);
    expect((await alpha.delete(`${URL}2/${alphaChart}/blue/`)).statusCode).toBe(404);
    expect(names(await gamma.get(`${URL}get_objects/?tags=blue`))).toEqual(['chart:admin chart']);
    expect((await f.t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
