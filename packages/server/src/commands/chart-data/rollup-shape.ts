import {
  columnLabel,
  metricLabel,
  type ChartDataRequest,
  type ColumnRef,
  type MetricRef,
  type QueryObjectInput,
} from '@sightline/core';

/** Aggregates whose partial results roll up: SUM and COUNT add, MIN and MAX keep their extreme. */
export type RollupAggregate = 'SUM' | 'COUNT' | 'MIN' | 'MAX';

/** A metric of a rollable query, with its label and how its partial values combine. */
export interface RollupMetric {
  label: string;
  ref: MetricRef;
  /** The metric's identity: two metrics of one label must have the same definition. */
  id: string;
  aggregate: RollupAggregate;
}

/** A column of a rollable query, with its label and identity. */
export interface RollupColumn {
  label: string;
  ref: ColumnRef;
  id: string;
}

/** What the planner needs of a request it may answer from a finer query (docs/adr/0020). */
export interface RollupShape {
  /** Requests of one group share this: dataset, filters, time range, extras, options. */
  groupKey: string;
  columns: RollupColumn[];
  metrics: RollupMetric[];
}

/** Tells the aggregate of a saved metric (by name), or null when it does not roll up. */
export type SavedMetricAggregate = (name: string) => RollupAggregate | null;

/** JSON with sorted keys, so equal objects give equal text whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Keys of a query object that may differ between the charts of one group: the grouping and what follows it. */
const FREE_KEYS = new Set(['columns', 'metrics', 'orderby', 'row_limit', 'post_processing']);
/** Keys of the request that may differ: per chart only, they reach no SQL of a plain dataset. */
const FREE_REQUEST_KEYS = new Set(['queries', 'form_data']);

const ROLLABLE = /^\s*(SUM|COUNT|MIN|MAX)\s*\(\s*([^()]*?)\s*\)\s*$/i;

/** The aggregate of a SQL expression that is one plain SUM/COUNT/MIN/MAX call, else null. */
export function sqlAggregate(sql: string): RollupAggregate | null {
  const m = ROLLABLE.exec(sql);
  if (!m || /\bdistinct\b/i.test(m[2]!)) return null;
  return m[1]!.toUpperCase() as RollupAggregate;
}

function metricAggregate(m: MetricRef, saved: SavedMetricAggregate): RollupAggregate | null {
  if (typeof m === 'string') return saved(m);
  if (m.expressionType === 'SIMPLE') {
    const agg = (m.aggregate ?? '').toUpperCase();
    const ok = agg === 'SUM' || agg === 'COUNT' || agg === 'MIN' || agg === 'MAX';
    return ok && m.column?.column_name ? (agg as RollupAggregate) : null;
  }
  if (m.expressionType === 'SQL') return sqlAggregate(m.sqlExpression ?? '');
  return null;
}

const empty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === false ||
  v === 0 ||
  v === '' ||
  (Array.isArray(v) && !v.length);

/** Options that change what a query returns beyond its grouping: any of them set keeps it alone. */
function hasBlockingOption(q: QueryObjectInput): boolean {
  const e = q.extras ?? {};
  return !(
    empty(q.groupby) &&
    empty(q.having) &&
    empty(e.having) &&
    empty(q.time_offsets) &&
    empty(q.time_shift) &&
    empty(q.series_limit) &&
    empty(q.timeseries_limit) &&
    empty(q.series_columns) &&
    empty(q.row_offset) &&
    empty(q.is_rowcount) &&
    empty(q.is_timeseries) &&
    empty(q.annotation_layers) &&
    empty(q.group_others_when_limit_reached) &&
    (q.result_type ?? 'full') === 'full'
  );
}

/** Whether each ORDER BY item names one of the query's own columns or metrics. */
function orderByIsOwn(q: QueryObjectInput, labels: Set<string>): boolean {
  return (q.orderby ?? []).every(([ref]) =>
    labels.has(typeof ref === 'string' ? ref : metricLabel(ref as MetricRef)),
  );
}

/**
 * The rollup shape of a request, or null when the planner must run it as it is: one query, result
 * type full, JSON, aggregates that roll up, no templates, no option that depends on the grouping
 * (HAVING, series limits, time offsets, row offset). Conservative: what is not understood runs alone.
 */
export function rollupShape(
  req: ChartDataRequest,
  saved: SavedMetricAggregate,
): RollupShape | null {
  if (req.queries.length !== 1 || (req.result_type ?? 'full') !== 'full') return null;
  if ((req.result_format ?? 'json') !== 'json') return null;
  const q = req.queries[0]!;
  if (hasBlockingOption(q) || /\{[{%]/.test(JSON.stringify(q))) return null;
  if (!q.metrics?.length) return null;
  const columns = (q.columns ?? []).map((ref) => ({
    label: columnLabel(ref),
    ref,
    id: stableJson(ref),
  }));
  const metrics: RollupMetric[] = [];
  for (const ref of q.metrics) {
    const aggregate = metricAggregate(ref, saved);
    if (!aggregate) return null;
    metrics.push({ label: metricLabel(ref), ref, id: stableJson(ref), aggregate });
  }
  const labels = [...columns, ...metrics].map((x) => x.label);
  if (labels.includes('__timestamp') || new Set(labels).size !== labels.length) return null;
  if (!orderByIsOwn(q, new Set(labels))) return null;
  const queryRest = Object.fromEntries(Object.entries(q).filter(([k]) => !FREE_KEYS.has(k)));
  const reqRest = Object.fromEntries(
    Object.entries(req).filter(([k]) => !FREE_REQUEST_KEYS.has(k)),
  );
  return { groupKey: stableJson([reqRest, queryRest]), columns, metrics };
}
