import {
  cascadeExtraFormData,
  filterColumn,
  type ChartDataRequest,
  type DataMaskMap,
  type ExtraFormData,
  type NativeFilter,
} from '@sightline/core';
import { buildQueryContext, type QueryFormData, type QueryObject } from '@sightline/viz';

/** Rows a filter's options query returns at most (NATIVE_FILTER_DEFAULT_ROW_LIMIT, docs/api.md Appendix B). */
export const NATIVE_FILTER_DEFAULT_ROW_LIMIT = 1000;

/**
 * The form data a filter's options query starts from: its dataset, pre-filter settings
 * (adhoc_filters, time_range, granularity_sqla), and its parents' extra_form_data (cascading).
 */
export function filterFormData(
  filter: NativeFilter,
  parentExtraFormData: ExtraFormData,
): QueryFormData {
  const column = filterColumn(filter);
  return {
    datasource: `${filter.targets[0]?.datasetId ?? 0}__table`,
    viz_type: filter.filterType,
    groupby: column ? [column] : [],
    metrics: [],
    adhoc_filters: (filter.adhoc_filters as QueryFormData['adhoc_filters']) ?? [],
    time_range: filter.time_range ?? undefined,
    granularity_sqla: filter.granularity_sqla ?? undefined,
    extra_form_data: parentExtraFormData as QueryFormData['extra_form_data'],
    row_limit: NATIVE_FILTER_DEFAULT_ROW_LIMIT,
  };
}

/**
 * Options of a select filter: the distinct values of its column, grouped by the column, sorted by
 * the column or by `sortMetric` (controlValues.sortAscending, default ascending). With `search`
 * (searchAllOptions) the server matches `%search%` with ILIKE.
 */
export function selectOptionsQuery(
  filter: NativeFilter,
  masks: DataMaskMap,
  search?: string,
): ChartDataRequest {
  const column = filterColumn(filter) ?? '';
  const ascending = filter.controlValues.sortAscending !== false;
  const sortMetric = filter.sortMetric || undefined;
  return buildQueryContext(
    filterFormData(filter, cascadeExtraFormData(filter, masks)),
    (base: QueryObject) => [
      {
        ...base,
        columns: [column],
        metrics: sortMetric ? [sortMetric] : [],
        filters: [
          ...(base.filters ?? []),
          ...(search ? [{ col: column, op: 'ILIKE', val: `%${search}%` }] : []),
        ],
        orderby: [[sortMetric ?? column, ascending]],
      },
    ],
  );
}

/** Bounds of a range filter: MIN and MAX of its column, labelled `min` and `max`. */
export function rangeBoundsQuery(filter: NativeFilter, masks: DataMaskMap): ChartDataRequest {
  const column = filterColumn(filter) ?? '';
  const aggregate = (name: 'MIN' | 'MAX') => ({
    aggregate: name,
    column: { column_name: column },
    expressionType: 'SIMPLE' as const,
    label: name.toLowerCase(),
  });
  return buildQueryContext(
    filterFormData(filter, cascadeExtraFormData(filter, masks)),
    (base: QueryObject) => [
      {
        ...base,
        columns: [],
        orderby: [],
        metrics: [aggregate('MIN'), aggregate('MAX')],
      },
    ],
  );
}

/** The time grains of the filter's dataset (result_type `timegrains`) or its columns (`columns`). */
export function datasetMetaQuery(
  filter: NativeFilter,
  resultType: 'timegrains' | 'columns',
): ChartDataRequest {
  const request = buildQueryContext(
    { ...filterFormData(filter, {}), result_type: resultType },
    (base: QueryObject) => [
      {
        ...base,
        columns: [],
        metrics: [],
        orderby: [],
        result_type: resultType,
      },
    ],
  );
  return request;
}

/** A choice of a filter control. */
export interface FilterOption {
  value: string | number | boolean | null;
  label: string;
}

/** Select options from the rows of a select options query (null shown as `<NULL>`). */
export function selectOptionsOf(rows: Record<string, unknown>[], column: string): FilterOption[] {
  return rows.map((row) => {
    const value = row[column] as FilterOption['value'];
    return { value, label: value === null ? '<NULL>' : String(value) };
  });
}

/** [min, max] of a range bounds query, or nulls when the column has no numbers. */
export function rangeBoundsOf(rows: Record<string, unknown>[]): [number | null, number | null] {
  const row = rows[0] ?? {};
  const num = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v)
      ? v
      : v !== null && v !== undefined && v !== '' && Number.isFinite(Number(v))
        ? Number(v)
        : null;
  return [num(row.min), num(row.max)];
}

/** Time grain choices (`{name, duration}` rows). */
export function timeGrainOptionsOf(rows: Record<string, unknown>[]): FilterOption[] {
  return rows.map((row) => ({
    value: String(row.duration),
    label: String(row.name ?? row.duration),
  }));
}

/** Temporal column choices (`dtype` 2 rows of a `columns` result). */
export function timeColumnOptionsOf(rows: Record<string, unknown>[]): FilterOption[] {
  return rows
    .filter((row) => row.dtype === 2)
    .map((row) => ({
      value: String(row.column_name),
      label: String(row.verbose_name || row.column_name),
    }));
}
