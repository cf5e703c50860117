import type { ColumnRef, MetricRef, QueryObjectInput } from '@sightline/core';
import type { AdhocFilter, ExtraFormData } from './form-data.ts';

/** A query object as posted in `queries[]` of POST /api/v1/chart/data (core's wire schema). */
export type QueryObject = QueryObjectInput;

/** One `[column or metric, ascending]` pair of `orderby`. */
export type OrderByClause = NonNullable<QueryObject['orderby']>[number];

/** One post-processing step `{operation, options?}` (docs/query-object.md §4.2). */
export interface PostProcessingRule {
  operation: string;
  options?: Record<string, unknown> | null;
}

/** A post-processing factory of docs/query-object.md §4.3: undefined when its condition does not hold. */
export type PostProcessingFactory = (
  formData: QueryFormData,
  queryObject: QueryObject,
) => PostProcessingRule | undefined;

/** `query_mode` of charts with an aggregate and a raw-records mode. */
export type QueryMode = 'aggregate' | 'raw';

/**
 * The form data the shared query builder reads: every key is optional except the datasource, and
 * unknown keys are carried along. Chart form-data types (zod-inferred) are assignable to it.
 */
export interface QueryFormData {
  [key: string]: unknown;
  datasource: string;
  viz_type: string;
  metrics?: MetricRef[] | null;
  metric?: MetricRef | null;
  groupby?: ColumnRef[] | null;
  columns?: ColumnRef[] | null;
  all_columns?: ColumnRef[] | null;
  adhoc_filters?: AdhocFilter[] | null;
  extra_form_data?: ExtraFormData | null;
  x_axis?: ColumnRef | null;
  time_grain_sqla?: string | null;
  time_range?: string | null;
  granularity_sqla?: string | null;
  query_mode?: string | null;
  row_limit?: number | string | null;
  order_desc?: boolean | null;
  force?: boolean | null;
  result_format?: string | null;
  result_type?: string | null;
}

/** Table state owned by the chart (server pagination, sorting, search) that buildQuery may read. */
export interface ChartOwnState {
  [key: string]: unknown;
  currentPage?: number;
  pageSize?: number;
  sortBy?: { key: string; desc?: boolean }[];
  searchText?: string;
  searchColumn?: string;
}

/** Options every buildQuery accepts beside the form data. */
export interface BuildQueryOptions {
  /** Chart-owned state (e.g. the table's current page and sort). */
  ownState?: ChartOwnState;
}

/** Maps extra form-data keys to the query field they feed (buildQueryObject's `queryFields`). */
export type QueryFieldAliases = Record<string, 'metrics' | 'columns' | 'groupby' | 'orderby'>;
