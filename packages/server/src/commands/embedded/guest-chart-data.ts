import { parseJson, type ChartDataRequest, type QueryObjectInput } from '@sightline/core';
import { buildChartDataRequest } from '@sightline/viz/query';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { GuestScope } from '../../meta/repos/embedded-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { guestScopeOf } from '../../security/guest-token.ts';
import { repos } from '../repos.ts';

const denied = (message: string) =>
  new AppError(403, message, { shape: 'errors', errorType: 'CHART_SECURITY_ACCESS_ERROR' });

/** Result types a guest may ask for: the data a chart draws, never its SQL, samples or drill rows. */
const GUEST_RESULT_TYPES = new Set([undefined, null, 'full', 'results', 'post_processed']);

// Two spellings of one column or metric compare equal; the time grain of an x-axis column is the
// dashboard's choice (a native time-grain filter), not a different column.
function freeze(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([k, x]) => k !== 'timeGrain' && x !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, x]) => [k, sorted(x)]),
      );
    return v;
  };
  return JSON.stringify(sorted(value));
}

const QUERY_KEYS = ['metrics', 'columns', 'groupby', 'series_columns'] as const;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Every column, metric and ordering a query object names, frozen. */
function queryValues(q: Record<string, unknown>): string[] {
  const out = QUERY_KEYS.flatMap((k) => list(q[k]).map(freeze));
  for (const o of list(q.orderby)) out.push(freeze(Array.isArray(o) ? o[0] : o));
  for (const k of ['series_limit_metric', 'timeseries_limit_metric'])
    if (q[k] !== undefined && q[k] !== null) out.push(freeze(q[k]));
  for (const f of list(q.filters))
    if (f && typeof f === 'object' && typeof (f as { col?: unknown }).col !== 'string')
      out.push(freeze((f as { col: unknown }).col));
  return out;
}

// An annotation layer can run another chart's query: a guest gets only the layers its chart has.
const layersOf = (q: QueryObjectInput): string[] => list(q.annotation_layers).map(freeze);

const sqlOf = (q: QueryObjectInput): string[] =>
  [q.extras?.where, q.extras?.having, q.where, q.having].filter((s): s is string => !!s);

/** What a saved chart may be asked for: the values of its params and of its saved query context. */
function chartAllows(params: string | null, queryContext: string | null) {
  const values = new Set<string>();
  const sql = new Set<string>();
  const layers = new Set<string>();
  let formData: Record<string, unknown> | null;
  try {
    formData = params ? (parseJson(params) as Record<string, unknown>) : null;
  } catch {
    formData = null;
  }
  const queries: QueryObjectInput[] = [];
  try {
    const saved = queryContext ? (parseJson(queryContext) as { queries?: unknown }) : null;
    queries.push(...(list(saved?.queries) as QueryObjectInput[]));
  } catch {
    // An unreadable saved query context adds nothing; the chart's params still count.
  }
  if (formData && typeof formData.viz_type === 'string') {
    for (const k of ['metrics', 'metric', 'columns', 'groupby', 'x_axis', 'series']) {
      const v = formData[k];
      for (const x of Array.isArray(v) ? v : v ? [v] : []) values.add(freeze(x));
    }
    try {
      queries.push(...buildChartDataRequest(formData).queries);
    } catch {
      // Params the chart type cannot build from open nothing beyond themselves.
    }
  }
  for (const q of queries) {
    for (const v of queryValues(q as Record<string, unknown>)) values.add(v);
    for (const s of sqlOf(q)) sql.add(s);
    for (const l of layersOf(q)) layers.add(l);
  }
  return { values, sql, layers };
}

function assertFilterQuery(scope: GuestScope, datasetId: number, q: QueryObjectInput): void {
  const columns = scope.filterColumns.get(datasetId);
  const named = [...list(q.columns), ...list(q.groupby)];
  // A range filter's bounds: MIN and MAX of its column.
  const isBound = (m: unknown) => {
    const metric = m as { expressionType?: unknown; aggregate?: unknown; column?: unknown };
    const column = (metric?.column as { column_name?: unknown } | undefined)?.column_name;
    return (
      metric?.expressionType === 'SIMPLE' &&
      (metric.aggregate === 'MIN' || metric.aggregate === 'MAX') &&
      typeof column === 'string' &&
      !!columns?.has(column)
    );
  };
  const metrics = list(q.metrics);
  const allowed = new Set([...named, ...metrics].map(freeze));
  if (
    !columns ||
    named.length + metrics.length === 0 ||
    !named.every((c) => typeof c === 'string' && columns.has(c)) ||
    !metrics.every(isBound) ||
    sqlOf(q).length > 0 ||
    layersOf(q).length > 0 ||
    !queryValues(q as Record<string, unknown>).every((v) => allowed.has(v))
  )
    throw denied("You don't have access to this chart.");
}

/**
 * Authorises a guest's chart-data request (Superset's query_context_modified, docs/api.md §2.1): the
 * request names a chart of the guest's dashboards (`form_data.slice_id`) on that chart's dataset and
 * asks for no column, metric, ordering, SQL or annotation layer its saved query does not have; without a chart it may
 * only read the values of a column a native filter of those dashboards reads. Anything else is 403.
 * Users who are not guests pass.
 */
export async function assertGuestChartData(
  ctx: AppContext,
  body: ChartDataRequest,
  user: CurrentUser | null,
): Promise<void> {
  const scope = guestScopeOf(user);
  if (!scope) return;
  if (!GUEST_RESULT_TYPES.has(body.result_type ?? undefined))
    throw denied("You don't have access to this chart.");
  const datasetId = Number(body.datasource.id);
  const sameDataset = (q: QueryObjectInput) =>
    !q.datasource || (Number(q.datasource.id) === datasetId && q.datasource.type === 'table');
  if (
    !Number.isInteger(datasetId) ||
    !body.queries.every(sameDataset) ||
    !body.queries.every((q) => GUEST_RESULT_TYPES.has(q.result_type ?? undefined))
  )
    throw denied("You don't have access to this chart.");
  const sliceId = body.form_data?.slice_id;
  if (sliceId === undefined || sliceId === null) {
    for (const q of body.queries) assertFilterQuery(scope, datasetId, q);
    return;
  }
  const chartId = Number(sliceId);
  if (scope.charts.get(chartId) !== datasetId) throw denied("You don't have access to this chart.");
  const chart = await repos(ctx).charts.findById(chartId, { all: true });
  if (!chart) throw denied("You don't have access to this chart.");
  const allowed = chartAllows(chart.params, chart.queryContext);
  const formData = body.form_data as Record<string, unknown>;
  const requested = [
    ...['metrics', 'columns', 'groupby'].flatMap((k) => list(formData[k]).map(freeze)),
    ...body.queries.flatMap((q) => queryValues(q as Record<string, unknown>)),
  ];
  const sql = body.queries.flatMap(sqlOf);
  const layers = body.queries.flatMap(layersOf);
  if (
    !requested.every((v) => allowed.values.has(v)) ||
    !sql.every((s) => allowed.sql.has(s)) ||
    !layers.every((l) => allowed.layers.has(l))
  )
    throw denied('Guest user cannot modify chart payload');
}
