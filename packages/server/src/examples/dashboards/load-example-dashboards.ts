import { importAssets } from '../../commands/assets/import-assets.ts';
import { assetRepos } from '../../commands/assets/write-assets.ts';
import { createDataset } from '../../commands/dataset/save-dataset.ts';
import type { AppContext } from '../../context.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import type { DatasetRecord } from '../../meta/repos/datasets-repo.ts';
import { loadCurrentUser } from '../../security/current-user.ts';
import { dashboardUuid, EXAMPLE_DASHBOARDS, exampleBundle, type BundleDataset } from './bundle.ts';
import { exampleUuid } from './example-uuid.ts';
import type { ExampleDatasetKey } from './example-types.ts';
import { virtualDatasets } from './virtual-datasets.ts';

/** The generated tables the example charts read (each registered as a dataset by loadExamples). */
const TABLES: readonly ExampleDatasetKey[] = ['sales', 'daily_metrics', 'flows', 'countries'];

/** What loadExampleDashboards created. */
export interface ExampleDashboardsResult {
  dashboards: string[];
  charts: number;
}

/**
 * Creates the example virtual datasets, charts and dashboards that do not exist yet (matched by
 * uuid), owned by the admin, as Superset's load_examples does: the virtual datasets through the
 * dataset command, the charts and dashboards as one asset bundle through the import command, in one
 * transaction. `schema` is where the example tables are (`main` in DuckDB, `examples` in PostgreSQL).
 */
export async function loadExampleDashboards(
  ctx: AppContext,
  db: DatabaseRecord,
  schema: string,
): Promise<ExampleDashboardsResult> {
  const adminId = (await ctx.users.findForLogin('admin'))?.id;
  if (!adminId) throw new Error('The example dashboards need the admin user');
  const admin = await loadCurrentUser(ctx, adminId);
  if (!admin) throw new Error('The example dashboards need the admin user');
  const datasets = new Map<ExampleDatasetKey, BundleDataset>();
  const add = (key: ExampleDatasetKey, ds: DatasetRecord) =>
    datasets.set(key, {
      uuid: ds.uuid,
      databaseUuid: db.uuid,
      schema: ds.schema,
      tableName: ds.tableName,
      sql: ds.sql,
    });
  for (const table of TABLES) {
    const ds = await ctx.datasets.findByName(db.id, schema, table);
    if (!ds) throw new Error(`The examples dataset ${schema}.${table} is missing`);
    add(table, ds);
  }
  for (const v of virtualDatasets(schema)) {
    const uuid = exampleUuid(`dataset:${v.key}`);
    const existing =
      (await ctx.datasets.findByUuid(uuid)) ??
      (await ctx.datasets.findByName(db.id, schema, v.tableName));
    const ds =
      existing ??
      (await createDataset(
        ctx,
        { database: db.id, schema, table_name: v.tableName, sql: v.sql, uuid },
        admin,
      ));
    if (!existing) await ctx.datasets.update(ds.id, { description: v.description }, adminId);
    add(v.key, ds);
  }
  const dashboards = assetRepos(ctx).dashboards;
  const missing = [];
  for (const d of EXAMPLE_DASHBOARDS)
    if ((await dashboards.idByUuid(dashboardUuid(d))) === null) missing.push(d);
  if (missing.length === 0) return { dashboards: [], charts: 0 };
  const bundle = exampleBundle(missing, datasets);
  await importAssets(
    ctx,
    bundle,
    { resource: 'dashboard', overwrite: false, passwords: {} },
    admin,
  );
  return {
    dashboards: missing.map((d) => d.title),
    charts: [...bundle.files.values()].filter((f) => f.kind === 'charts').length,
  };
}
