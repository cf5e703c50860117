import { zipSync } from 'fflate';
import { stringify } from 'yaml';
import { NestingTooDeepError, parseJson as parseJsonText } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { ChartRecord } from '../../meta/repos/charts-repo.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import type { DatasetRecord } from '../../meta/repos/datasets-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { visibleChart } from '../chart/chart-access.ts';
import { visibleDashboard } from '../dashboard/dashboard-access.ts';
import { visibleDataset } from '../dataset/save-dataset.ts';
import { repos } from '../repos.ts';
import { PASSWORD_MASK } from './import-assets.ts';

/** What an export route exports. */
export type ExportResource = 'database' | 'dataset' | 'chart' | 'dashboard' | 'saved_query';

const META_TYPE: Record<ExportResource, string> = {
  database: 'Database',
  dataset: 'SqlaTable',
  chart: 'Slice',
  dashboard: 'Dashboard',
  saved_query: 'SavedQuery',
};

/** A file-system-safe name part, as Superset's secure_filename would make it. */
const safe = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'unnamed';
const parseJson = (text: string | null): unknown => {
  if (!text) return null;
  try {
    return parseJsonText(text);
  } catch (err) {
    // Text nested past the limit (an old row) is left out: an import would refuse it.
    return err instanceof NestingTooDeepError ? null : text;
  }
};

/** `YYYYMMDDTHHMMSS` of now, the stamp in an export's file and folder name. */
export const exportStamp = (d = new Date()): string =>
  d.toISOString().replace(/[-:]/g, '').slice(0, 15);

class Bundle {
  readonly files = new Map<string, unknown>();
  readonly #seen = new Set<string>();
  constructor(private readonly ctx: AppContext) {}

  async database(db: DatabaseRecord): Promise<void> {
    if (this.#seen.has(db.uuid)) return;
    this.#seen.add(db.uuid);
    // The password never leaves: the URI carries Superset's mask in its place.
    const uri = db.encryptedPassword
      ? db.sqlalchemyUri.replace(/^([^:]+:\/\/[^:/@]+)(@)/, `$1:${PASSWORD_MASK}$2`)
      : db.sqlalchemyUri;
    this.files.set(`databases/${safe(db.databaseName)}.yaml`, {
      database_name: db.databaseName,
      sqlalchemy_uri: uri,
      cache_timeout: db.cacheTimeout,
      expose_in_sqllab: db.exposeInSqllab,
      allow_run_async: db.allowRunAsync,
      allow_ctas: db.allowCtas,
      allow_cvas: db.allowCvas,
      allow_dml: db.allowDml,
      allow_file_upload: db.allowFileUpload,
      extra: parseJson(db.extra),
      uuid: db.uuid,
      version: '1.0.0',
    });
  }

  async dataset(ds: DatasetRecord): Promise<void> {
    if (this.#seen.has(ds.uuid)) return;
    this.#seen.add(ds.uuid);
    const db = (await this.ctx.databases.findById(ds.databaseId))!;
    await this.database(db);
    const [columns, metrics] = await Promise.all([
      this.ctx.datasets.columns(ds.id),
      this.ctx.datasets.metrics(ds.id),
    ]);
    this.files.set(`datasets/${safe(db.databaseName)}/${safe(ds.tableName)}_${ds.id}.yaml`, {
      table_name: ds.tableName,
      main_dttm_col: ds.mainDttmCol,
      description: ds.description,
      default_endpoint: ds.defaultEndpoint,
      offset: ds.offset,
      cache_timeout: ds.cacheTimeout,
      catalog: ds.catalog,
      schema: ds.schema,
      sql: ds.sql,
      params: null,
      template_params: parseJson(ds.templateParams),
      filter_select_enabled: ds.filterSelectEnabled,
      fetch_values_predicate: ds.fetchValuesPredicate,
      extra: parseJson(ds.extra),
      normalize_columns: ds.normalizeColumns,
      always_filter_main_dttm: ds.alwaysFilterMainDttm,
      uuid: ds.uuid,
      metrics: metrics.map((m) => ({
        metric_name: m.metricName,
        verbose_name: m.verboseName,
        metric_type: m.metricType,
        expression: m.expression,
        description: m.description,
        d3format: m.d3format,
        currency: parseJson(m.currency),
        extra: parseJson(m.extra),
        warning_text: m.warningText,
        uuid: m.uuid,
      })),
      columns: columns.map((c) => ({
        column_name: c.columnName,
        verbose_name: c.verboseName,
        is_dttm: c.isDttm,
        is_active: c.isActive,
        type: c.type,
        advanced_data_type: c.advancedDataType,
        groupby: c.groupby,
        filterable: c.filterable,
        expression: c.expression,
        description: c.description,
        python_date_format: c.pythonDateFormat,
        extra: parseJson(c.extra),
        uuid: c.uuid,
      })),
      version: '1.0.0',
      database_uuid: db.uuid,
    });
  }

  async chart(c: ChartRecord): Promise<void> {
    if (this.#seen.has(c.uuid)) return;
    this.#seen.add(c.uuid);
    const ds = await this.ctx.datasets.findById(c.datasourceId);
    if (ds) await this.dataset(ds);
    this.files.set(`charts/${safe(c.sliceName)}_${c.id}.yaml`, {
      slice_name: c.sliceName,
      description: c.description,
      certified_by: c.certifiedBy,
      certification_details: c.certificationDetails,
      viz_type: c.vizType,
      params: parseJson(c.params) ?? {},
      query_context: c.queryContext,
      cache_timeout: c.cacheTimeout,
      uuid: c.uuid,
      version: '1.0.0',
      dataset_uuid: ds?.uuid ?? null,
    });
  }
}

/** Chart nodes of a position get the chart's uuid in their meta, the key imports match by. */
function positionWithUuids(positionJson: string | null, uuids: Map<number, string>): unknown {
  const position = parseJson(positionJson);
  if (!position || typeof position !== 'object') return {};
  return Object.fromEntries(
    Object.entries(position as Record<string, unknown>).map(([k, node]) => {
      const n = node as { type?: string; meta?: { chartId?: number } } | null;
      if (n?.type !== 'CHART' || typeof n.meta?.chartId !== 'number' || !uuids.has(n.meta.chartId))
        return [k, node];
      return [k, { ...n, meta: { ...n.meta, uuid: uuids.get(n.meta.chartId) } }];
    }),
  );
}

/**
 * The export bundle of the given objects with everything they depend on (docs/api.md §2.15), as ZIP
 * bytes and its file name. Any id that is missing or not visible to the user is a 404.
 */
export async function exportAssets(
  ctx: AppContext,
  resource: ExportResource,
  ids: number[],
  actor: CurrentUser,
): Promise<{ fileName: string; zip: Uint8Array }> {
  if (ids.length === 0) throw new AppError(404, 'Not found');
  const bundle = new Bundle(ctx);
  // DASHBOARD_RBAC plays no part in exports: a dashboard shared only by role is not exported.
  const all = { ...repos(ctx), dashboards: repos(ctx).dashboards.withoutRbac() };
  const charts = all;
  for (const id of ids) {
    if (resource === 'chart') await bundle.chart(await visibleChart(charts, id, actor));
    else if (resource === 'dataset') await bundle.dataset(await visibleDataset(ctx, id, actor));
    else if (resource === 'database') {
      // As GET /database/<pk>: only databases the user has access to; the others answer like missing ones.
      const db = await ctx.databases.findById(id);
      const access = dataAccessOf(actor);
      if (!db || !(access.all || access.databaseIds.includes(db.id)))
        throw new AppError(404, 'Not found');
      await bundle.database(db);
    } else if (resource === 'dashboard') {
      const d = await visibleDashboard(all, id, actor);
      // A visible dashboard may hold charts on data the user cannot read: those stay out of the bundle.
      const records = await charts.charts.findByIds(
        d.charts.map((c) => c.id),
        dataAccessOf(actor),
      );
      for (const c of records) await bundle.chart(c);
      const uuids = new Map(records.map((c) => [c.id, c.uuid]));
      bundle.files.set(`dashboards/${safe(d.dashboardTitle)}_${d.id}.yaml`, {
        dashboard_title: d.dashboardTitle,
        description: d.description,
        css: d.css ?? '',
        slug: d.slug,
        certified_by: d.certifiedBy,
        certification_details: d.certificationDetails,
        published: d.published,
        uuid: d.uuid,
        position: positionWithUuids(d.positionJson, uuids),
        metadata: parseJson(d.jsonMetadata) ?? {},
        version: '1.0.0',
      });
    } else {
      const q = await all.savedQueries.findOwned(id, actor.id);
      if (!q) throw new AppError(404, 'Not found');
      const db = (await ctx.databases.findById(q.dbId))!;
      await bundle.database(db);
      bundle.files.set(
        `queries/${safe(db.databaseName)}/${q.schema ? `${safe(q.schema)}/` : ''}${safe(q.label)}_${q.id}.yaml`,
        {
          catalog: q.catalog,
          schema: q.schema,
          label: q.label,
          description: q.description,
          sql: q.sql,
          uuid: q.uuid,
          version: '1.0.0',
          database_uuid: db.uuid,
        },
      );
    }
  }
  const stamp = exportStamp();
  const root = `${resource}_export_${stamp}`;
  const entries: Record<string, Uint8Array> = {
    [`${root}/metadata.yaml`]: new TextEncoder().encode(
      stringify({
        version: '1.0.0',
        type: META_TYPE[resource],
        timestamp: new Date().toISOString(),
      }),
    ),
  };
  for (const [path, content] of bundle.files)
    entries[`${root}/${path}`] = new TextEncoder().encode(stringify(content));
  return { fileName: `${root}.zip`, zip: zipSync(entries) };
}
