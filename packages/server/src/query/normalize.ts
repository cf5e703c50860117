import {
  getSinceUntil,
  TimeRangeError,
  type ChartDataResultType,
  type ColumnRef,
  type QueryObjectInput,
} from '@sightline/core';
import { findColumn, type Datasource } from './datasource.ts';
import { QueryCompileError } from './compile/compile-errors.ts';
import type { NormalizedFilter, QueryObject } from './query-object.ts';

/** Row limits (docs/api.md Appendix B; docs/query-object.md §2.11). */
export interface RowLimits {
  rowLimit: number;
  samplesRowLimit: number;
  sqlMaxRow: number;
  serverPaginationMaxRow: number;
}

export const DEFAULT_ROW_LIMITS: RowLimits = {
  rowLimit: 50_000,
  samplesRowLimit: 1_000,
  sqlMaxRow: 100_000,
  serverPaginationMaxRow: 500_000,
};

const baseAxisLabel = (columns: ColumnRef[]): string | null => {
  for (const c of columns)
    if (typeof c === 'object' && c.columnType === 'BASE_AXIS') return c.label ?? c.sqlExpression;
  return null;
};

/**
 * The server-side query-object factory (docs/query-object.md §1.5): defaults and caps the row limit,
 * resolves the time bounds, applies deprecated aliases, the granularity swap and time_range propagation.
 */
export function normalizeQueryObject(
  input: QueryObjectInput,
  opts: {
    resultType: ChartDataResultType;
    formData: Record<string, unknown> | null;
    ds: Datasource;
    limits?: RowLimits;
    now?: Date;
  },
): QueryObject {
  const limits = opts.limits ?? DEFAULT_ROW_LIMITS;
  const resultType = input.result_type ?? opts.resultType;
  const fd = opts.formData ?? {};
  let limit =
    input.row_limit || (resultType === 'samples' ? limits.samplesRowLimit : limits.rowLimit);
  limit = Math.min(limit, fd.server_pagination ? limits.serverPaginationMaxRow : limits.sqlMaxRow);

  let columns: ColumnRef[] = [...(input.groupby?.length ? input.groupby : (input.columns ?? []))];
  const filters: NormalizedFilter[] = (input.filters ?? [])
    .filter(
      (f) =>
        f.col !== undefined &&
        f.col !== null &&
        f.col !== '' &&
        typeof f.op === 'string' &&
        f.op !== '',
    )
    .map((f) => ({ ...f, col: f.col as ColumnRef, op: String(f.op).toUpperCase() }));
  const extras = {
    where: input.extras?.where ?? input.where ?? '',
    having: input.extras?.having ?? input.having ?? '',
    time_grain_sqla: input.extras?.time_grain_sqla ?? null,
    relative_start: input.extras?.relative_start ?? null,
    relative_end: input.extras?.relative_end ?? null,
    instant_time_comparison_range: input.extras?.instant_time_comparison_range ?? null,
  };
  const granularity = input.granularity || input.granularity_sqla || null;
  const timeRange = input.time_range ?? null;

  // Bounds: time_range, else the TEMPORAL_RANGE filter on the x-axis, else the first one.
  const axis = baseAxisLabel(columns);
  const temporal = filters.filter((f) => f.op === 'TEMPORAL_RANGE');
  const boundsRange =
    timeRange ??
    (
      temporal.find((f) => (typeof f.col === 'string' ? f.col : f.col.label) === axis) ??
      temporal[0]
    )?.val ??
    'No filter';
  let bounds: { since: Date | null; until: Date | null };
  try {
    bounds = getSinceUntil(typeof boundsRange === 'string' ? boundsRange : 'No filter', {
      now: opts.now,
      relativeStart: extras.relative_start,
      relativeEnd: extras.relative_end,
      timeShift: input.time_shift ?? null,
    });
  } catch (e) {
    if (e instanceof TimeRangeError) throw new QueryCompileError(e.message);
    throw e;
  }

  let outFilters = filters;
  // Granularity swap (§1.5 step 6).
  if (granularity) {
    const xAxis =
      typeof fd.x_axis === 'string'
        ? fd.x_axis
        : typeof fd.x_axis === 'object' && fd.x_axis
          ? (fd.x_axis as { sqlExpression?: string }).sqlExpression
          : undefined;
    const xCol = xAxis ? findColumn(opts.ds, xAxis) : undefined;
    if (xAxis && xCol && (xCol.isDttm || xCol.generic === 2)) {
      columns = columns.map((c) => {
        if (c === xAxis) return granularity;
        if (typeof c === 'object' && c.sqlExpression === xAxis)
          return { ...c, sqlExpression: granularity, label: granularity };
        return c;
      });
      outFilters = outFilters.filter(
        (f) => (typeof f.col === 'string' ? f.col : f.col.sqlExpression) !== xAxis,
      );
    } else {
      const target =
        outFilters.find((f) => f.op === 'TEMPORAL_RANGE' && f.col === granularity) ??
        outFilters.find((f) => f.op === 'TEMPORAL_RANGE');
      if (target) {
        const removed = typeof target.col === 'string' ? target.col : target.col.sqlExpression;
        outFilters = outFilters.filter(
          (f) => (typeof f.col === 'string' ? f.col : f.col.sqlExpression) !== removed,
        );
      }
    }
  }
  // time_range propagation (§1.5 step 7).
  if (timeRange)
    outFilters = outFilters.map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val: timeRange } : f));

  // Tooltip columns (§1.5 step 8).
  const tooltip = Array.isArray(fd.tooltip_contents) ? fd.tooltip_contents : [];
  for (const t of tooltip) {
    const name =
      typeof t === 'string'
        ? t
        : t && typeof t === 'object' && (t as { item_type?: string }).item_type === 'column'
          ? (t as { column_name?: string }).column_name
          : undefined;
    if (name && !columns.includes(name)) columns.push(name);
  }

  const metrics = input.metrics === undefined ? null : input.metrics;
  const isTimeseries = input.is_timeseries ?? columns.includes('__timestamp');
  const seriesColumns = input.series_columns?.length
    ? input.series_columns
    : input.is_timeseries === true && metrics?.length
      ? columns
      : [];
  return {
    resultType,
    columns,
    metrics,
    filters: outFilters,
    extras,
    granularity,
    isTimeseries,
    timeRange,
    timeShift: input.time_shift ?? null,
    timeOffsets: input.time_offsets ?? [],
    rowLimit: limit,
    rowOffset: input.row_offset ?? 0,
    orderDesc: input.order_desc ?? true,
    orderby: (input.orderby ?? []).filter(
      ([ref]) => ref !== '' && ref !== null,
    ) as QueryObject['orderby'],
    seriesColumns,
    seriesLimit: input.timeseries_limit || input.series_limit || 0,
    seriesLimitMetric: input.timeseries_limit_metric || input.series_limit_metric || null,
    groupOthersWhenLimitReached: input.group_others_when_limit_reached ?? false,
    postProcessing: (input.post_processing ?? [])
      .filter((p): p is NonNullable<typeof p> => p !== null)
      .map((p) => ({ operation: p.operation, options: p.options ?? {} })),
    annotationLayers: (input.annotation_layers ?? []).filter((l) => l.annotationType !== 'FORMULA'),
    appliedTimeExtras: input.applied_time_extras ?? {},
    applyFetchValuesPredicate: input.apply_fetch_values_predicate ?? false,
    urlParams: input.url_params ?? {},
    isRowcount: input.is_rowcount ?? false,
    fromDttm: bounds.since,
    toDttm: bounds.until,
    innerFromDttm: null,
    innerToDttm: null,
  };
}

/** Checks of §1.1 before execution: series columns among columns, unique labels. */
export function validateQueryObject(
  qo: QueryObject,
  labelOf: { column: (c: ColumnRef) => string; metric: (m: unknown) => string },
): void {
  const colLabels = qo.columns.map(labelOf.column);
  for (const s of qo.seriesColumns) {
    if (!colLabels.includes(labelOf.column(s)))
      throw new QueryCompileError(
        `Series column "${labelOf.column(s)}" must also be one of the columns`,
      );
  }
  const labels = [...colLabels, ...(qo.metrics ?? []).map(labelOf.metric)];
  const dupes = [...new Set(labels.filter((l, i) => labels.indexOf(l) !== i))];
  if (dupes.length) {
    throw new QueryCompileError(
      `Duplicate column/metric labels: ${dupes.map((d) => `"${d}"`).join(', ')}. Please make sure all columns and metrics have a unique label.`,
    );
  }
}
