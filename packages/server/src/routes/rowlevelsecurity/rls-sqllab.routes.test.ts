import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePerm } from '../../security/builtin-roles.ts';
import { RLS_ENGINES, rlsFixture, type RlsFixture } from './rls-fixture.ts';

/** A SQL Lab user (role sql_lab) with access to the orders database, and a rule on that role. */
async function sqlLabSetup(f: RlsFixture) {
  const role = await f.roleId('sql_lab');
  const db = (await f.t.ctx.databases.findById(f.databaseId))!;
  const pv = await f.t.ctx.roles.ensurePermissionView([
    'database_access',
    databasePerm(db.databaseName, db.id),
  ]);
  await f.t.ctx.roles.addPermissionViews(role, [pv]);
  f.t.ctx.metaCache.clear();
  const analyst = await f.userOf('analyst', 'sql_lab');
  const res = await f.admin.post('/api/v1/rowlevelsecurity/', {
    name: 'east for SQL Lab',
    filter_type: 'Regular',
    tables: [f.datasetId],
    roles: [role],
    clause: "region = 'east'",
  });
  expect(res.statusCode, res.body).toBe(201);
  const total = async (api: RlsFixture['admin'], sql: string) => {
    const r = await api.post('/api/v1/sqllab/execute/', { database_id: f.databaseId, sql });
    expect(r.statusCode, r.body).toBe(200);
    return Number(r.json().data[0].total);
  };
  return { analyst, total };
}

const QUERIES = {
  plain: 'SELECT SUM(amount) AS total FROM orders',
  join: 'SELECT SUM(o.amount) AS total FROM orders o JOIN orders AS p ON o.region = p.region AND o.dept = p.dept',
  cte: 'WITH x AS (SELECT * FROM orders WHERE amount > 0) SELECT SUM(amount) AS total FROM x',
  subquery: 'SELECT SUM(amount) AS total FROM (SELECT amount FROM orders) AS s',
};

// Superset's RLS_IN_SQLLAB: every table a rule filters is read through a sub-query with the predicate.
describe.each(RLS_ENGINES)('row level security in SQL Lab on $engine', ({ engine, enabled }) => {
  let f: RlsFixture;
  beforeAll(async () => {
    if (enabled) f = await rlsFixture(engine, { SIGHTLINE_RLS_IN_SQLLAB: 'true' });
  }, 120_000);
  afterAll(async () => f?.close());

  it.runIf(enabled)(
    'filters plain reads, joins, CTEs and sub-queries for the rule role only',
    async () => {
      const { analyst, total } = await sqlLabSetup(f);
      expect(await total(analyst, QUERIES.plain)).toBe(30);
      expect(await total(analyst, QUERIES.join)).toBe(30);
      expect(await total(analyst, QUERIES.cte)).toBe(30);
      expect(await total(analyst, QUERIES.subquery)).toBe(30);
      expect(await total(f.admin, QUERIES.plain)).toBe(310);
      expect(await total(f.admin, QUERIES.join)).toBe(310);
    },
    120_000,
  );
});

describe('row level security in SQL Lab is off by default', () => {
  let f: RlsFixture;
  beforeAll(async () => {
    f = await rlsFixture('sqlite');
  }, 120_000);
  afterAll(async () => f?.close());

  it('leaves SQL Lab queries alone without SIGHTLINE_RLS_IN_SQLLAB', async () => {
    const { analyst, total } = await sqlLabSetup(f);
    expect(await total(analyst, QUERIES.plain)).toBe(310);
    expect(await total(analyst, QUERIES.join)).toBe(310);
  });
});
