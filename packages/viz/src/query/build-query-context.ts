import {
  isAdhocColumn,
  parseDatasourceUid,
  type AdhocColumn,
  type ChartDataRequest,
  type ColumnRef,
} from '@sightline/core';
import { buildQueryObject } from './build-query-object.ts';
import type { PostProcessingRule, QueryFieldAliases, QueryFormData, QueryObject } from './types.ts';
import { isXAxisSet } from './x-axis.ts';

/** A chart's final step: turns the base query object into the query objects it posts. */
export type BuildFinalQueryObjects = (baseQueryObject: QueryObject) => QueryObject[];

/** The post-processing list of the given factory results, without the steps that do not apply (undefined). */
export function postProcessing(...steps: (PostProcessingRule | undefined)[]): PostProcessingRule[] {
  return steps.filter((step): step is PostProcessingRule => step !== undefined);
}

function sameAxisColumn(column: ColumnRef, xAxis: ColumnRef): boolean {
  if (typeof column === 'string' && typeof xAxis === 'string') return column === xAxis;
  return (
    isAdhocColumn(column) &&
    typeof xAxis === 'object' &&
    column.sqlExpression === xAxis.sqlExpression
  );
}

/**
 * X-axis normalisation (docs/query-object.md §1.2, mutator 2): the `columns` entry equal to `x_axis`
 * becomes a BASE_AXIS adhoc column carrying the grain of `extras.time_grain_sqla`, and
 * `is_timeseries` is dropped. Without `x_axis` the query object is returned unchanged.
 */
export function normalizeTimeColumn(
  formData: QueryFormData,
  queryObject: QueryObject,
): QueryObject {
  if (!isXAxisSet(formData) || !Array.isArray(queryObject.columns)) return queryObject;
  const xAxis = formData.x_axis as ColumnRef;
  const index = queryObject.columns.findIndex((column) => sameAxisColumn(column, xAxis));
  if (index < 0) return queryObject;
  const grain = queryObject.extras?.time_grain_sqla ?? undefined;
  const existing = queryObject.columns[index];
  const axis: AdhocColumn = isAdhocColumn(existing)
    ? { ...(grain ? { timeGrain: grain } : {}), columnType: 'BASE_AXIS', ...existing }
    : {
        ...(grain ? { timeGrain: grain } : {}),
        columnType: 'BASE_AXIS',
        sqlExpression: xAxis as string,
        label: xAxis as string,
        expressionType: 'SQL',
      };
  const { is_timeseries: _isTimeseries, ...rest } = queryObject;
  return {
    ...rest,
    columns: queryObject.columns.map((column, i) => (i === index ? axis : column)),
  };
}

function compact(queryObject: QueryObject): QueryObject {
  const result: QueryObject = {};
  for (const [key, value] of Object.entries(queryObject))
    if (value !== undefined) result[key] = value;
  if (Array.isArray(queryObject.post_processing))
    result.post_processing = queryObject.post_processing.filter(
      (step) => step !== null && step !== undefined,
    );
  return result;
}

/** Options of buildQueryContext. */
export interface BuildQueryContextOptions {
  buildQuery?: BuildFinalQueryObjects;
  queryFields?: QueryFieldAliases;
}

/**
 * The chart-data request (QueryContext) for form data (docs/query-object.md §1.2): the base query
 * object, patched by the chart's `buildQuery` (default: the base object alone), with null
 * post-processing steps and undefined keys removed and the x-axis normalised; plus the envelope
 * `{datasource, force, form_data, result_format, result_type}`.
 */
export function buildQueryContext(
  formData: QueryFormData,
  options?: BuildFinalQueryObjects | BuildQueryContextOptions,
): ChartDataRequest {
  const { buildQuery = (base: QueryObject) => [base], queryFields } =
    typeof options === 'function' ? { buildQuery: options } : (options ?? {});
  const datasource = parseDatasourceUid(formData.datasource);
  if (!datasource) throw new Error(`Invalid datasource: ${formData.datasource}`);
  const queries = buildQuery(buildQueryObject(formData, queryFields)).map((query) =>
    compact(normalizeTimeColumn(formData, query)),
  );
  return {
    datasource,
    force: formData.force || false,
    queries,
    form_data: formData,
    result_format: (formData.result_format || 'json') as ChartDataRequest['result_format'],
    result_type: (formData.result_type || 'full') as ChartDataRequest['result_type'],
  };
}
