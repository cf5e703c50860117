import type {
  ChartFile,
  DashboardFile,
  DatabaseFile,
  DatasetFile,
  SavedQueryFile,
} from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { DatasetRecord } from '../../meta/repos/datasets-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { createDatabase } from '../database/save-database.ts';
import { registerDatasetAccess } from '../dataset/save-dataset.ts';
import { repos } from '../repos.ts';
import { remapDashboardRefs } from './remap-dashboard.ts';

/** Ids given here to the bundle's objects, by their uuid. */
export interface ImportState {
  databaseIds: Map<string, number>;
  datasetIds: Map<string, number>;
  chartIds: Map<string, number>;
}

/** The metadata repositories imports and exports work with (DASHBOARD_RBAC plays no part in them). */
export function assetRepos(ctx: AppContext) {
  const r = repos(ctx);
  return { charts: r.charts, dashboards: r.dashboards.withoutRbac(), savedQueries: r.savedQueries };
}

/** JSON kept as text in the store; exported as an object or as text. */
const jsonText = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v : JSON.stringify(v);

/** Creates the database unless one with its uuid exists; an existing one is replaced only for `replace`. */
export async function writeDatabase(
  ctx: AppContext,
  d: DatabaseFile,
  password: string | undefined,
  replace: boolean,
  actor: CurrentUser,
  state: ImportState,
): Promise<void> {
  const existing = await ctx.databases.findByUuid(d.uuid);
  const uri = password
    ? d.sqlalchemy_uri.replace('XXXXXXXXXX', encodeURIComponent(password))
    : d.sqlalchemy_uri;
  const flags = {
    cache_timeout: d.cache_timeout ?? null,
    expose_in_sqllab: d.expose_in_sqllab ?? true,
    allow_run_async: d.allow_run_async ?? false,
    allow_ctas: d.allow_ctas ?? false,
    allow_cvas: d.allow_cvas ?? false,
    allow_dml: d.allow_dml ?? false,
    allow_file_upload: d.allow_file_upload ?? false,
    extra: jsonText(d.extra),
    external_url: d.external_url ?? null,
    is_managed_externally: d.is_managed_externally ?? false,
  };
  if (existing) {
    state.databaseIds.set(d.uuid, existing.id);
    if (replace) {
      await ctx.databases.update(
        existing.id,
        {
          databaseName: d.database_name,
          cacheTimeout: flags.cache_timeout,
          exposeInSqllab: flags.expose_in_sqllab,
          allowRunAsync: flags.allow_run_async,
          allowCtas: flags.allow_ctas,
          allowCvas: flags.allow_cvas,
          allowDml: flags.allow_dml,
          allowFileUpload: flags.allow_file_upload,
          extra: flags.extra,
        },
        actor.id,
      );
    }
    return;
  }
  const db = await createDatabase(
    ctx,
    { database_name: d.database_name, sqlalchemy_uri: uri, uuid: d.uuid, ...flags },
    actor,
    { skipTest: true },
  );
  state.databaseIds.set(d.uuid, db.id);
}

// A virtual dataset's schema only names where its SQL runs; the bundle's may not exist on this engine.
const datasetSchema = (d: DatasetFile): string | null =>
  d.sql && d.sql.trim() ? null : d.schema || null;

/**
 * The dataset a bundle's dataset file lands on. Superset matches by uuid only; a same-named table from
 * another bundle is reused instead of failing on the unique (database, schema, table) key.
 */
export async function existingDataset(
  ctx: AppContext,
  d: DatasetFile,
  databaseId: number,
): Promise<DatasetRecord | null> {
  return (
    (await ctx.datasets.findByUuid(d.uuid)) ??
    (await ctx.datasets.findByName(databaseId, datasetSchema(d), d.table_name, d.catalog ?? null))
  );
}

/** Creates or (with `replace`) rewrites a dataset with the bundle's columns and metrics. */
export async function writeDataset(
  ctx: AppContext,
  d: DatasetFile,
  replace: boolean,
  actor: CurrentUser,
  state: ImportState,
): Promise<void> {
  const databaseId =
    state.databaseIds.get(d.database_uuid) ?? (await ctx.databases.findByUuid(d.database_uuid))!.id;
  state.databaseIds.set(d.database_uuid, databaseId);
  const isVirtual = Boolean(d.sql && d.sql.trim());
  const schema = datasetSchema(d);
  const existing = await existingDataset(ctx, d, databaseId);
  if (existing && !replace) {
    state.datasetIds.set(d.uuid, existing.id);
    return;
  }
  const values = {
    uuid: existing?.uuid ?? d.uuid,
    databaseId,
    catalog: d.catalog ?? null,
    schema,
    tableName: d.table_name,
    sql: isVirtual ? d.sql! : null,
    description: d.description ?? null,
    mainDttmCol: d.main_dttm_col ?? null,
    defaultEndpoint: d.default_endpoint ?? null,
    offset: d.offset ?? 0,
    cacheTimeout: d.cache_timeout ?? null,
    isSqllabView: false,
    templateParams: jsonText(d.template_params),
    extra: jsonText(d.extra),
    filterSelectEnabled: d.filter_select_enabled ?? true,
    fetchValuesPredicate: d.fetch_values_predicate ?? null,
    normalizeColumns: d.normalize_columns ?? false,
    alwaysFilterMainDttm: d.always_filter_main_dttm ?? false,
    isManagedExternally: d.is_managed_externally ?? false,
    externalUrl: d.external_url ?? null,
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await ctx.datasets.update(id, values, actor.id);
  } else {
    id = await ctx.datasets.create(values, [actor.id], actor.id);
    await registerDatasetAccess(
      ctx,
      (await ctx.databases.findById(databaseId))!.databaseName,
      d.table_name,
      id,
    );
  }
  await ctx.datasets.children.replaceColumns(
    id,
    d.columns.map((c) => ({
      columnName: c.column_name,
      verboseName: c.verbose_name ?? null,
      isDttm: c.is_dttm ?? false,
      isActive: c.is_active ?? true,
      type: c.type ?? null,
      advancedDataType: c.advanced_data_type ?? null,
      groupby: c.groupby ?? true,
      filterable: c.filterable ?? true,
      description: c.description ?? null,
      expression: c.expression || null,
      extra: jsonText(c.extra),
      pythonDateFormat: c.python_date_format ?? null,
      ...(c.uuid ? { uuid: c.uuid } : {}),
    })),
  );
  await ctx.datasets.children.replaceMetrics(
    id,
    d.metrics.map((m) => ({
      metricName: m.metric_name,
      verboseName: m.verbose_name ?? null,
      metricType: m.metric_type ?? null,
      expression: m.expression,
      description: m.description ?? null,
      d3format: m.d3format ?? null,
      currency: jsonText(m.currency),
      extra: jsonText(m.extra),
      warningText: m.warning_text ?? null,
      ...(m.uuid ? { uuid: m.uuid } : {}),
    })),
  );
  state.datasetIds.set(d.uuid, id);
}

/** Points a chart's params and query context at the dataset's id here. */
function rebindDatasource(
  c: ChartFile,
  datasetId: number,
): { params: string; queryContext: string | null } {
  const uid = `${datasetId}__table`;
  const params = { ...c.params, datasource: uid };
  let queryContext: string | null = null;
  if (c.query_context) {
    try {
      const qc = (
        typeof c.query_context === 'string' ? JSON.parse(c.query_context) : c.query_context
      ) as Record<string, unknown>;
      qc.datasource = { id: datasetId, type: 'table' };
      if (qc.form_data && typeof qc.form_data === 'object')
        (qc.form_data as Record<string, unknown>).datasource = uid;
      queryContext = JSON.stringify(qc);
    } catch {
      queryContext = null; // an unreadable query context is rebuilt from params on the next save
    }
  }
  return { params: JSON.stringify(params), queryContext };
}

export async function writeChart(
  ctx: AppContext,
  c: ChartFile,
  replace: boolean,
  actor: CurrentUser,
  state: ImportState,
): Promise<void> {
  const { charts } = assetRepos(ctx);
  const existing = await charts.findByUuid(c.uuid);
  if (existing && !replace) {
    state.chartIds.set(c.uuid, existing.id);
    return;
  }
  const datasetId =
    state.datasetIds.get(c.dataset_uuid) ?? (await ctx.datasets.findByUuid(c.dataset_uuid))!.id;
  const dataset = await ctx.datasets.findById(datasetId);
  const { params, queryContext } = rebindDatasource(c, datasetId);
  const values = {
    uuid: c.uuid,
    sliceName: c.slice_name,
    datasourceId: datasetId,
    datasourceType: 'table',
    datasourceName: dataset ? dataset.tableName : null,
    vizType: c.viz_type,
    params,
    queryContext,
    description: c.description ?? null,
    cacheTimeout: c.cache_timeout ?? null,
    certifiedBy: c.certified_by ?? null,
    certificationDetails: c.certification_details ?? null,
    isManagedExternally: c.is_managed_externally ?? false,
    externalUrl: c.external_url ?? null,
    lastSavedAt: null,
    lastSavedByFk: actor.id,
  };
  if (existing) {
    await charts.update(existing.id, values, actor.id);
    state.chartIds.set(c.uuid, existing.id);
  } else {
    state.chartIds.set(c.uuid, await charts.create(values, [actor.id], actor.id));
  }
}

export async function writeDashboard(
  ctx: AppContext,
  d: DashboardFile,
  replace: boolean,
  actor: CurrentUser,
  state: ImportState,
): Promise<void> {
  const { dashboards } = assetRepos(ctx);
  const existingId = await dashboards.idByUuid(d.uuid);
  if (existingId !== null && !replace) return;
  const { charts } = assetRepos(ctx);
  const chartIdByUuid = new Map(state.chartIds);
  for (const node of Object.values(d.position ?? {})) {
    const uuid = (node as { meta?: { uuid?: unknown } } | null)?.meta?.uuid;
    if (typeof uuid === 'string' && !chartIdByUuid.has(uuid)) {
      const found = await charts.findByUuid(uuid);
      if (found) chartIdByUuid.set(uuid, found.id);
    }
  }
  const datasetIdByUuid = new Map(state.datasetIds);
  const remapped = remapDashboardRefs(
    d.position ?? {},
    d.metadata ?? {},
    chartIdByUuid,
    datasetIdByUuid,
  );
  const slug = d.slug && !(await dashboards.slugTaken(d.slug, existingId)) ? d.slug : null;
  const values = {
    uuid: d.uuid,
    dashboardTitle: d.dashboard_title,
    slug,
    positionJson: JSON.stringify(remapped.position),
    jsonMetadata: JSON.stringify(remapped.metadata),
    css: d.css ?? null,
    certifiedBy: d.certified_by ?? null,
    certificationDetails: d.certification_details ?? null,
    published: d.published ?? false,
    isManagedExternally: d.is_managed_externally ?? false,
    externalUrl: d.external_url ?? null,
  };
  let id: number;
  if (existingId !== null) {
    id = existingId;
    await dashboards.update(id, values, actor.id);
  } else {
    id = await dashboards.create(values, actor.id);
    await dashboards.setOwners(id, [actor.id]);
  }
  await dashboards.setCharts(id, remapped.chartIds);
}

/** Creates a saved query owned by the importer unless one with its uuid exists; an existing one is replaced only for `replace`. */
export async function writeSavedQuery(
  ctx: AppContext,
  q: SavedQueryFile,
  replace: boolean,
  actor: CurrentUser,
  state: ImportState,
): Promise<void> {
  const repo = assetRepos(ctx).savedQueries;
  const dbId =
    state.databaseIds.get(q.database_uuid) ?? (await ctx.databases.findByUuid(q.database_uuid))!.id;
  const values = {
    dbId,
    catalog: q.catalog ?? null,
    schema: q.schema ?? null,
    label: q.label ?? '',
    description: q.description ?? null,
    sql: q.sql,
    templateParameters: q.template_parameters ?? null,
    extraJson: null,
  };
  const existing = await repo.idByUuid(q.uuid);
  if (existing !== null && !replace) return;
  if (existing !== null) await repo.update(existing, values, actor.id);
  else await repo.create(values, actor.id, q.uuid);
}
