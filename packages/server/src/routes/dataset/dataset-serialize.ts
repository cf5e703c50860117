import {
  datasourceUid,
  parseJson as parseJsonText,
  type DatasetColumn,
  type DatasetItem,
  type DatasetListItem,
  type DatasetMetric,
  type DatasourceData,
} from '@sightline/core';
import { genericTypeOf } from '../../commands/dataset/source-columns.ts';
import { engineFacts, type EngineFacts } from '../../commands/database/engine-facts.ts';
import type {
  DatasetColumnRecord,
  DatasetMetricRecord,
  DatasetRecord,
  UserRef,
} from '../../commands/records.ts';
import { humanizeSince } from '../common/http.ts';

const owner = (u: UserRef) => ({ id: u.id, first_name: u.firstName, last_name: u.lastName });
const userName = (u: UserRef | null) =>
  u ? { first_name: u.firstName, last_name: u.lastName } : null;

const engineOf = (ds: DatasetRecord): EngineFacts | null => engineFacts(ds.database.backend);

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return parseJsonText(text);
  } catch {
    return null;
  }
}

/** A row of GET /api/v1/dataset/ (list_columns of docs/api.md §2.8). */
export function datasetListItem(ds: DatasetRecord): DatasetListItem {
  return {
    id: ds.id,
    uuid: ds.uuid,
    database: { id: ds.database.id, database_name: ds.database.name, uuid: ds.database.uuid },
    changed_by_name: ds.changedBy
      ? `${ds.changedBy.firstName} ${ds.changedBy.lastName}`.trim()
      : '',
    changed_by: ds.changedBy
      ? {
          id: ds.changedBy.id,
          first_name: ds.changedBy.firstName,
          last_name: ds.changedBy.lastName,
        }
      : null,
    changed_on_utc: ds.changedOn,
    changed_on_delta_humanized: humanizeSince(ds.changedOn),
    default_endpoint: ds.defaultEndpoint,
    description: ds.description,
    datasource_type: 'table',
    explore_url: `/explore/?datasource_type=table&datasource_id=${ds.id}`,
    extra: ds.extra,
    kind: ds.sql ? 'virtual' : 'physical',
    owners: ds.owners.map(owner),
    catalog: ds.catalog,
    schema: ds.schema,
    sql: ds.sql,
    table_name: ds.tableName,
  };
}

function columnBody(engine: EngineFacts | null, c: DatasetColumnRecord): DatasetColumn {
  return {
    id: c.id,
    uuid: c.uuid,
    column_name: c.columnName,
    verbose_name: c.verboseName,
    description: c.description,
    expression: c.expression,
    type: c.type,
    type_generic: engine ? engine.genericType(c.type) : genericTypeOf(null, c.type),
    is_dttm: c.isDttm,
    is_active: c.isActive,
    python_date_format: c.pythonDateFormat,
    filterable: c.filterable,
    groupby: c.groupby,
    advanced_data_type: c.advancedDataType,
    extra: c.extra,
    created_on: c.createdOn,
    changed_on: c.changedOn,
  };
}

function metricBody(m: DatasetMetricRecord): DatasetMetric {
  return {
    id: m.id,
    uuid: m.uuid,
    metric_name: m.metricName,
    verbose_name: m.verboseName,
    metric_type: m.metricType,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: parseJson(m.currency),
    extra: m.extra,
    warning_text: m.warningText,
    created_on: m.createdOn,
    changed_on: m.changedOn,
  };
}

/** GET /api/v1/dataset/<pk> (show_columns of docs/api.md §2.8). */
export function datasetItem(
  ds: DatasetRecord,
  columns: DatasetColumnRecord[],
  metrics: DatasetMetricRecord[],
): DatasetItem {
  const engine = engineOf(ds);
  const name = ds.schema ? `${ds.schema}.${ds.tableName}` : ds.tableName;
  const cols = columns.map((c) => columnBody(engine, c));
  const verboseMap: Record<string, string> = { __timestamp: 'Time' };
  for (const c of columns) verboseMap[c.columnName] = c.verboseName ?? c.columnName;
  for (const m of metrics) verboseMap[m.metricName] = m.verboseName ?? m.metricName;
  return {
    id: ds.id,
    uid: datasourceUid(ds.id, 'table'),
    uuid: ds.uuid,
    database: {
      id: ds.database.id,
      database_name: ds.database.name,
      uuid: ds.database.uuid,
      backend: ds.database.backend,
      allow_multi_catalog: false,
    },
    table_name: ds.tableName,
    sql: ds.sql,
    filter_select_enabled: ds.filterSelectEnabled,
    fetch_values_predicate: ds.fetchValuesPredicate,
    catalog: ds.catalog,
    schema: ds.schema,
    description: ds.description,
    main_dttm_col: ds.mainDttmCol,
    normalize_columns: ds.normalizeColumns,
    always_filter_main_dttm: ds.alwaysFilterMainDttm,
    offset: ds.offset,
    default_endpoint: ds.defaultEndpoint,
    cache_timeout: ds.cacheTimeout,
    is_sqllab_view: ds.isSqllabView,
    template_params: ds.templateParams,
    select_star: engine
      ? ds.sql
        ? `SELECT *\nFROM (${ds.sql}) AS virtual_table\nLIMIT 100`
        : engine.selectStar(ds.schema, ds.tableName, [])
      : null,
    owners: ds.owners.map(owner),
    columns: cols,
    metrics: metrics.map(metricBody),
    datasource_type: 'table',
    url: `/tablemodelview/edit/${ds.id}`,
    extra: ds.extra,
    kind: ds.sql ? 'virtual' : 'physical',
    created_on: ds.createdOn,
    created_on_humanized: humanizeSince(ds.createdOn),
    created_by: userName(ds.createdBy),
    changed_on: ds.changedOn,
    changed_on_humanized: humanizeSince(ds.changedOn),
    changed_by: userName(ds.changedBy),
    is_managed_externally: ds.isManagedExternally,
    datasource_name: ds.tableName,
    name,
    column_formats: Object.fromEntries(
      metrics.filter((m) => m.d3format).map((m) => [m.metricName, m.d3format]),
    ),
    granularity_sqla: cols.filter((c) => c.is_dttm).map((c) => [c.column_name, c.column_name]),
    time_grain_sqla: engine ? engine.timeGrains.map((g) => [g, g]) : [],
    order_by_choices: columns.flatMap((c) => [
      [JSON.stringify([c.columnName, true]), `${c.columnName} [asc]`],
      [JSON.stringify([c.columnName, false]), `${c.columnName} [desc]`],
    ]),
    verbose_map: verboseMap,
  };
}

/** The datasource "data" object (docs/api.md §2.10), returned by dataset POST as `data`. */
export function datasourceData(
  ds: DatasetRecord,
  columns: DatasetColumnRecord[],
  metrics: DatasetMetricRecord[],
): DatasourceData {
  const item = datasetItem(ds, columns, metrics);
  return {
    ...item,
    type: 'table',
    edit_url: item.url,
    perm: `[${ds.database.name}].[${ds.tableName}](id:${ds.id})`,
    params: null,
    health_check_message: null,
    currency_formats: {},
    filter_select: ds.filterSelectEnabled,
    database: {
      ...item.database,
      name: ds.database.name,
      allows_subquery: true,
      allows_cost_estimate: false,
      allows_virtual_table_explore: true,
      explore_database_id: ds.database.id,
      disable_data_preview: false,
      disable_drill_to_detail: false,
    },
  };
}
