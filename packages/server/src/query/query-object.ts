import type { ChartDataResultType, ColumnRef, MetricRef, QueryFilter } from '@sightline/core';

/** Extras of a normalised query object. */
export interface QueryExtras {
  where: string;
  having: string;
  time_grain_sqla: string | null;
  relative_start: 'today' | 'now' | null;
  relative_end: 'today' | 'now' | null;
  instant_time_comparison_range: string | null;
}

/** A filter after normalisation: `op` upper-cased, `col` present. */
export interface NormalizedFilter extends QueryFilter {
  col: ColumnRef;
  op: string;
}

/** A query object after the server-side factory (docs/query-object.md §1.5): defaults, caps and bounds applied. */
export interface QueryObject {
  resultType: ChartDataResultType;
  columns: ColumnRef[];
  /** null = raw mode. */
  metrics: MetricRef[] | null;
  filters: NormalizedFilter[];
  extras: QueryExtras;
  granularity: string | null;
  isTimeseries: boolean;
  timeRange: string | null;
  timeShift: string | null;
  timeOffsets: string[];
  rowLimit: number;
  rowOffset: number;
  orderDesc: boolean;
  orderby: [ColumnRef | MetricRef, boolean][];
  seriesColumns: ColumnRef[];
  seriesLimit: number;
  seriesLimitMetric: MetricRef | null;
  groupOthersWhenLimitReached: boolean;
  postProcessing: { operation: string; options: Record<string, unknown> }[];
  annotationLayers: Record<string, unknown>[];
  appliedTimeExtras: Record<string, unknown>;
  applyFetchValuesPredicate: boolean;
  urlParams: Record<string, unknown>;
  isRowcount: boolean;
  /** Resolved outer bounds (start inclusive, end exclusive). */
  fromDttm: Date | null;
  toDttm: Date | null;
  /** Bounds used by the series-limit inner query (time-offset companions). */
  innerFromDttm: Date | null;
  innerToDttm: Date | null;
}
