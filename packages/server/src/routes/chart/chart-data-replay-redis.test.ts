import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import { rlsFixture, type RlsFixture } from '../rowlevelsecurity/rls-fixture.ts';

const REDIS_URL = process.env.SIGHTLINE_TEST_REDIS_URL || '';

/**
 * Two servers on one metadata store and one Redis (query/cache/meta-writes-channel.ts, docs/adr/0022):
 * a rule or permission written through one drops the other's replayable answers and metadata memo
 * as soon as the write's message arrives, not when their age runs out (replays live a minute here).
 */
describe.skipIf(!REDIS_URL)('chart data replays across two servers sharing Redis', () => {
  let f: RlsFixture;
  let other: TestApp;
  beforeAll(async () => {
    f = await rlsFixture('sqlite', { SIGHTLINE_REDIS_URL: REDIS_URL });
    other = await createTestApp({
      SIGHTLINE_REDIS_URL: REDIS_URL,
      SIGHTLINE_DATA_DIR: f.t.dataDir,
    });
    // The second server's start syncs the built-in roles: grant the dataset to Gamma again.
    const grant = (await f.t.ctx.roles.permissionViews()).find(
      (pv) => pv.permission === 'datasource_access',
    )!;
    await f.t.ctx.roles.addPermissionViews(await f.roleId('Gamma'), [grant.id]);
    for (const t of [f.t, other]) t.ctx.chartData.answers.maxAgeMs = 60_000;
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await f?.close();
  });

  /** Waits until the other server has heard of a write made since `version`. */
  const heard = async (version: number) => {
    for (let i = 0; i < 200 && other.ctx.store.version.value === version; i += 1)
      await new Promise((r) => setTimeout(r, 5));
    expect(other.ctx.store.version.value).toBeGreaterThan(version);
  };

  it('a rule or a revocation made on one server applies on the other', async () => {
    await f.userOf('gamma_two', 'Gamma');
    const onOther = client(other.app, await tokenFor(other.app, 'gamma_two', 'password-123'));
    const replays = () => other.ctx.chartData.answers.replays;
    expect(await f.total(onOther)).toBe(310);
    expect(await f.total(onOther)).toBe(310);
    const before = replays();
    expect(await f.total(onOther)).toBe(310);
    expect(replays()).toBe(before + 1);

    let version = other.ctx.store.version.value;
    const rule = await f.admin.post('/api/v1/rowlevelsecurity/', {
      name: 'west rows',
      filter_type: 'Regular',
      tables: [f.datasetId],
      roles: [await f.roleId('Gamma')],
      clause: "region = 'west'",
    });
    expect(rule.statusCode, rule.body).toBe(201);
    await heard(version);
    expect(await f.total(onOther)).toBe(120);
    expect(await f.total(onOther)).toBe(120);
    expect(await f.total(onOther)).toBe(120);

    const roleId = await f.roleId('Gamma');
    const path = `/api/v1/security/roles/${roleId}/permissions`;
    const held = (await f.admin.get(`${path}/`)).json().result as {
      id: number;
      permission_name: string;
    }[];
    const kept = held.filter((p) => p.permission_name !== 'datasource_access').map((p) => p.id);
    version = other.ctx.store.version.value;
    expect((await f.admin.post(path, { permission_view_menu_ids: kept })).statusCode).toBe(200);
    await heard(version);
    const denied = await f.chartData(onOther, {});
    expect(denied.statusCode, denied.body).toBe(403);
  });
});
