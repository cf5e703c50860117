import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetPerm } from '../../security/builtin-roles.ts';
import { RLS_ENGINES, rlsFixture, type RlsFixture } from './rls-fixture.ts';

// Superset's RLS semantics on every engine: Regular rules filter the holders of their roles, Base
// rules everyone but theirs; rules sharing a group key are ORed, groups and ungrouped rules ANDed.
describe.each(RLS_ENGINES)('row level security on $engine', ({ engine, enabled }) => {
  let f: RlsFixture;
  let gamma: RlsFixture['admin'];
  let alpha: RlsFixture['admin'];
  const rule = async (body: Record<string, unknown>) => {
    const res = await f.admin.post('/api/v1/rowlevelsecurity/', {
      roles: [],
      tables: [f.datasetId],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    if (!enabled) return;
    f = await rlsFixture(engine);
    gamma = await f.userOf('gamma_user', 'Gamma');
    alpha = await f.userOf('alpha_user', 'Alpha');
  }, 120_000);
  afterAll(async () => f?.close());

  it.runIf(enabled)(
    'combines Regular, grouped and Base rules for each role; the admin sees everything',
    async () => {
      expect(await f.total(gamma)).toBe(310);
      const gammaRole = await f.roleId('Gamma');
      const east = await rule({
        name: 'east',
        filter_type: 'Regular',
        roles: [gammaRole],
        clause: "region = 'east'",
      });
      expect(await f.total(gamma)).toBe(30);
      expect(await f.total(f.admin)).toBe(310);
      expect(await f.total(alpha)).toBe(310);

      // Same group key: ORed (east or west).
      await f.admin.put(`/api/v1/rowlevelsecurity/${east}`, { group_key: 'region' });
      await rule({
        name: 'west',
        filter_type: 'Regular',
        roles: [gammaRole],
        group_key: 'region',
        clause: "region = 'west'",
      });
      expect(await f.total(gamma)).toBe(150);
      // Another group key: ANDed with the first group.
      await rule({
        name: 'sales dept',
        filter_type: 'Regular',
        roles: [gammaRole],
        group_key: 'dept',
        clause: "dept = 'sales'",
      });
      expect(await f.total(gamma)).toBe(50);
      // A Base rule exempting Admin: Gamma and Alpha get it, the admin does not.
      await rule({
        name: 'small orders',
        filter_type: 'Base',
        roles: [await f.roleId('Admin')],
        clause: 'amount < 30',
      });
      expect(await f.total(gamma)).toBe(10);
      expect(await f.total(alpha)).toBe(30);
      expect(await f.total(f.admin)).toBe(310);
    },
    120_000,
  );

  it.runIf(enabled)(
    'filters a virtual dataset by the rules of the tables its SQL reads and by its own',
    async () => {
      const all = (await f.admin.get('/api/v1/rowlevelsecurity/')).json().ids as number[];
      if (all.length) await f.admin.delete(`/api/v1/rowlevelsecurity/?q=!(${all.join(',')})`);
      const created = await f.admin.post('/api/v1/dataset/', {
        database: f.databaseId,
        schema: engine === 'postgresql' ? 'public' : 'main',
        table_name: 'sales_orders',
        sql: "SELECT region, amount FROM orders WHERE dept = 'sales'",
      });
      expect(created.statusCode, created.body).toBe(201);
      const virtualId = created.json().id as number;
      const db = (await f.t.ctx.databases.findById(f.databaseId))!;
      const pv = await f.t.ctx.roles.ensurePermissionView([
        'datasource_access',
        datasetPerm(db.databaseName, 'sales_orders', virtualId),
      ]);
      await f.t.ctx.roles.addPermissionViews(await f.roleId('Gamma'), [pv]);
      f.t.ctx.metaCache.clear();
      const virtualTotal = async (api: RlsFixture['admin']) => {
        const res = await f.chartData(api, { datasource: { id: virtualId, type: 'table' } });
        expect(res.statusCode, res.body).toBe(200);
        return Number(res.json().result[0].data[0].total ?? 0);
      };
      expect(await virtualTotal(gamma)).toBe(210);
      await rule({
        name: 'east orders',
        filter_type: 'Regular',
        roles: [await f.roleId('Gamma')],
        clause: "region = 'east'",
      });
      // The admin first: a cached answer must not reach the Gamma user.
      expect(await virtualTotal(f.admin)).toBe(210);
      expect(await virtualTotal(gamma)).toBe(10);
      expect(await virtualTotal(alpha)).toBe(210);
      await rule({
        name: 'none on the virtual dataset',
        filter_type: 'Regular',
        roles: [await f.roleId('Alpha')],
        tables: [virtualId],
        clause: 'amount < 0',
      });
      expect(await virtualTotal(alpha)).toBe(0);
      expect(await virtualTotal(f.admin)).toBe(210);
    },
    120_000,
  );
});
