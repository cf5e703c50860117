import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rlsFixture, type RlsFixture } from '../rowlevelsecurity/rls-fixture.ts';

/**
 * The answer memo (commands/chart-data/answer-memo.ts, docs/adr/0022) replays the bytes of a cached
 * answer to the same user; a change of permissions, RLS rules or the dataset applies to the very
 * next request. Replays live for a minute here, so that only the metadata write version ends them.
 */
describe('chart data: replayed cached answers and security changes (DuckDB)', () => {
  let f: RlsFixture;
  beforeAll(async () => {
    f = await rlsFixture('duckdb');
    f.t.ctx.chartData.answers.maxAgeMs = 60_000;
  }, 120_000);
  afterAll(async () => f?.close());

  const replays = () => f.t.ctx.chartData.answers.replays;

  it('replays the same bytes to the same user, and each user only their own', async () => {
    const rule = await f.admin.post('/api/v1/rowlevelsecurity/', {
      name: 'own region',
      filter_type: 'Regular',
      tables: [f.datasetId],
      roles: [await f.roleId('Gamma')],
      clause: "region = '{{ current_username() }}'",
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const east = await f.userOf('east', 'Gamma');
    const west = await f.userOf('west', 'Gamma');
    const first = await f.chartData(east, {});
    const second = await f.chartData(east, {});
    const before = replays();
    const third = await f.chartData(east, {});
    expect(replays()).toBe(before + 1);
    expect(second.json().result[0].is_cached).toBe(true);
    expect(third.body).toBe(second.body);
    expect(third.headers['content-type']).toBe(second.headers['content-type']);
    expect(first.json().result[0].data[0].total).toBe(30);
    // Another user asking the same body gets their own rows, never east's replayed answer.
    expect(await f.total(west)).toBe(120);
    expect(await f.total(west)).toBe(120);
    expect(await f.total(west)).toBe(120);
    expect(await f.total(east)).toBe(30);
    expect(await f.total(f.admin)).toBe(310);
    expect(await f.total(f.admin)).toBe(310);
    expect(await f.total(f.admin)).toBe(310);
    expect(replays()).toBeGreaterThanOrEqual(before + 4);
    // force=true is never replayed: the query runs again.
    const forced = await f.chartData(east, { force: true });
    expect(forced.json().result[0].is_cached).toBe(null);
  });

  it('never replays an answer whose time range follows the clock', async () => {
    const gamma = await f.userOf('gamma_clock', 'Gamma');
    const body = {
      datasource: { id: f.datasetId, type: 'table' },
      queries: [
        {
          columns: ['region'],
          metrics: ['count'],
          row_limit: 10,
          filters: [{ col: 'region', op: 'TEMPORAL_RANGE', val: 'Last week' }],
        },
      ],
    };
    const before = replays();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await gamma.post('/api/v1/chart/data', body));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[2]!.json().result[0].is_cached).toBe(true);
    expect(replays()).toBe(before);
  });

  it('applies a new RLS rule on the very next request', async () => {
    const gamma = await f.userOf('gamma_rls', 'Gamma');
    const earlier = (await f.admin.get('/api/v1/rowlevelsecurity/')).json().ids as number[];
    await f.admin.delete(`/api/v1/rowlevelsecurity/?q=!(${earlier.join(',')})`);
    expect(await f.total(gamma)).toBe(310);
    expect(await f.total(gamma)).toBe(310);
    const before = replays();
    expect(await f.total(gamma)).toBe(310);
    expect(replays()).toBe(before + 1);
    const rule = await f.admin.post('/api/v1/rowlevelsecurity/', {
      name: 'west rows',
      filter_type: 'Regular',
      tables: [f.datasetId],
      roles: [await f.roleId('Gamma')],
      clause: "region = 'west'",
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect(await f.total(gamma)).toBe(120);
    await f.admin.delete(`/api/v1/rowlevelsecurity/${rule.json().id}`);
    expect(await f.total(gamma)).toBe(310);
  });

  it('answers 403 on the very next request once the role loses the dataset', async () => {
    const gamma = await f.userOf('gamma_revoked', 'Gamma');
    expect((await f.chartData(gamma, {})).statusCode).toBe(200);
    expect((await f.chartData(gamma, {})).statusCode).toBe(200);
    const before = replays();
    expect((await f.chartData(gamma, {})).statusCode).toBe(200);
    expect(replays()).toBe(before + 1);

    const roleId = await f.roleId('Gamma');
    const path = `/api/v1/security/roles/${roleId}/permissions`;
    const held = (await f.admin.get(`${path}/`)).json().result as {
      id: number;
      permission_name: string;
    }[];
    const kept = held.filter((p) => p.permission_name !== 'datasource_access').map((p) => p.id);
    expect(kept.length).toBeLessThan(held.length);
    const revoke = await f.admin.post(path, { permission_view_menu_ids: kept });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const denied = await f.chartData(gamma, {});
    expect(denied.statusCode, denied.body).toBe(403);

    const restore = await f.admin.post(path, { permission_view_menu_ids: held.map((p) => p.id) });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await f.chartData(gamma, {})).statusCode).toBe(200);
  });

  it('stops replaying when the cache entry goes (a forced refresh writes a new one)', async () => {
    const gamma = await f.userOf('gamma_refresh', 'Gamma');
    await f.chartData(gamma, {});
    const cached = await f.chartData(gamma, {});
    await new Promise((r) => setTimeout(r, 1100));
    await f.chartData(f.admin, { force: true });
    await f.chartData(gamma, { force: true });
    const after = await f.chartData(gamma, {});
    expect(after.json().result[0].is_cached).toBe(true);
    expect(after.json().result[0].cached_dttm).not.toBe(cached.json().result[0].cached_dttm);
  });
});
