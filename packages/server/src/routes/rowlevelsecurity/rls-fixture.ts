import { join } from 'node:path';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import { createDatabase } from '../../commands/database/save-database.ts';
import { openDatabase } from '../../commands/database/open-database.ts';
import { datasetPerm } from '../../security/builtin-roles.ts';
import { loadCurrentUser } from '../../security/current-user.ts';

/** The engines the RLS tests run on; PostgreSQL only where the environment provides it (CI does). */
export const RLS_ENGINES = [
  { engine: 'sqlite', enabled: true },
  { engine: 'duckdb', enabled: true },
  { engine: 'postgresql', enabled: Boolean(PG_URL) },
] as const;
export type RlsEngine = (typeof RLS_ENGINES)[number]['engine'];

/** Five orders: the sums each rule combination leaves are easy to check by hand (total 310). */
const ORDERS: [string, string, number][] = [
  ['east', 'sales', 10],
  ['east', 'ops', 20],
  ['west', 'sales', 40],
  ['west', 'ops', 80],
  ['north', 'sales', 160],
];

type Api = ReturnType<typeof client>;

/** An app with an `orders` dataset on one engine, an admin client and helpers for the RLS tests. */
export interface RlsFixture {
  t: TestApp;
  admin: Api;
  datasetId: number;
  databaseId: number;
  roleId: (name: string) => Promise<number>;
  /** A user of a built-in role who may read the orders dataset. */
  userOf: (username: string, role: string) => Promise<Api>;
  /** SUM(amount) of the dataset as `api` sees it through /api/v1/chart/data. */
  total: (api: Api, extra?: Record<string, unknown>) => Promise<number>;
  chartData: (api: Api, body: Record<string, unknown>) => ReturnType<Api['post']>;
  close: () => Promise<void>;
}

export async function rlsFixture(
  engine: RlsEngine,
  env: Record<string, string> = {},
): Promise<RlsFixture> {
  const t = await createTestApp(env);
  const pg = engine === 'postgresql' ? await createTempPgDatabase(PG_URL, 'sl_rls') : null;
  const uri =
    engine === 'sqlite'
      ? `sqlite:///${join(t.dataDir, 'orders.db')}`
      : engine === 'duckdb'
        ? `duckdb:///${join(t.dataDir, 'orders.duckdb')}`
        : pg!.url;
  const adminUser = await loadCurrentUser(t.ctx, (await t.ctx.users.findForLogin('admin'))!.id);
  const db = await createDatabase(
    t.ctx,
    { database_name: `orders_${engine}`, sqlalchemy_uri: uri },
    adminUser,
    { skipTest: true, trusted: true },
  );
  const { driver } = await openDatabase(t.ctx, db);
  await driver.execute(
    'CREATE TABLE orders (region VARCHAR(20), dept VARCHAR(20), amount INTEGER)',
  );
  await driver.execute(
    `INSERT INTO orders VALUES ${ORDERS.map(([r, d, a]) => `('${r}', '${d}', ${a})`).join(', ')}`,
  );
  const admin = client(t.app, await tokenFor(t.app));
  const schema = engine === 'postgresql' ? 'public' : 'main';
  const created = await admin.post('/api/v1/dataset/', {
    database: db.id,
    schema,
    table_name: 'orders',
  });
  if (created.statusCode !== 201) throw new Error(`dataset create failed: ${created.body}`);
  const datasetId = created.json().id as number;
  const roleId = async (name: string) => (await t.ctx.roles.findByName(name))!.id;
  const grant = await t.ctx.roles.ensurePermissionView([
    'datasource_access',
    datasetPerm(db.databaseName, 'orders', datasetId),
  ]);
  for (const role of ['Gamma', 'Alpha'])
    await t.ctx.roles.addPermissionViews(await roleId(role), [grant]);
  t.ctx.metaCache.clear();
  const adminToken = await tokenFor(t.app);
  const chartData = (api: Api, body: Record<string, unknown>) =>
    api.post('/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: [],
          metrics: [
            {
              expressionType: 'SIMPLE',
              aggregate: 'SUM',
              column: { column_name: 'amount' },
              label: 'total',
            },
          ],
          row_limit: 10,
        },
      ],
      ...body,
    });
  return {
    t,
    admin,
    datasetId,
    databaseId: db.id,
    roleId,
    userOf: async (username, role) => (await userWithRole(t, adminToken, username, role)).api,
    chartData,
    total: async (api, extra = {}) => {
      const res = await chartData(api, extra);
      if (res.statusCode !== 200)
        throw new Error(`chart data failed: ${res.statusCode} ${res.body}`);
      return Number(res.json().result[0].data[0].total ?? 0);
    },
    async close() {
      await t.close();
      await pg?.drop();
    },
  };
}
