import type { QueryFilter } from '@sightline/core';
import { overrideExtraFormData } from './extra-form-data.ts';
import { extractQueryFields } from './extract-query-fields.ts';
import { buildFilterParts } from './filters.ts';
import type { AdhocFilter } from './form-data.ts';
import { isValidMetric } from './labels.ts';
import type { QueryFieldAliases, QueryFormData, QueryObject } from './types.ts';

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isNaN(n) ? undefined : n;
}

function seriesLimit(formData: QueryFormData): number {
  if (formData.series_limit !== null && formData.series_limit !== undefined)
    return Number(formData.series_limit);
  const limit = toNumber(formData.limit);
  return limit ?? 0;
}

/**
 * The base query object of a chart (docs/query-object.md §1.2), before the chart's own buildQuery
 * patches it: time fields, filters and free-form clauses, columns / metrics / orderby, limits,
 * series limit, and the dashboard's extra_form_data (append keys appended, override keys applied).
 */
export function buildQueryObject(
  formData: QueryFormData,
  queryFields?: QueryFieldAliases,
): QueryObject {
  const {
    adhoc_filters: appendAdhocFilters = [],
    filters: appendFilters = [],
    custom_form_data: customFormData = {},
    ...overrides
  } = formData.extra_form_data ?? {};
  const { columns, metrics, orderby } = extractQueryFields(formData, queryFields);
  const filterParts = buildFilterParts(
    formData,
    appendFilters as QueryFilter[],
    appendAdhocFilters as AdhocFilter[],
  );
  const seriesLimitMetric = isValidMetric(formData.series_limit_metric)
    ? formData.series_limit_metric
    : undefined;

  const queryObject: QueryObject = {
    time_range: formData.time_range || undefined,
    since: formData.since || undefined,
    until: formData.until || undefined,
    ...filterParts,
    columns,
    metrics,
    orderby,
    annotation_layers: (formData.annotation_layers as QueryObject['annotation_layers']) ?? [],
    row_limit: toNumber(formData.row_limit),
    row_offset: toNumber(formData.row_offset),
    series_columns: formData.series_columns as QueryObject['series_columns'],
    series_limit: seriesLimit(formData),
    series_limit_metric:
      seriesLimitMetric ??
      (formData.timeseries_limit_metric as QueryObject['series_limit_metric']) ??
      undefined,
    group_others_when_limit_reached:
      (formData.group_others_when_limit_reached as boolean | undefined) ?? false,
    order_desc: formData.order_desc ?? true,
    url_params: (formData.url_params as Record<string, unknown> | null | undefined) ?? {},
    custom_params: formData.custom_params ?? {},
  };
  return {
    ...overrideExtraFormData(queryObject, overrides),
    custom_form_data: customFormData as Record<string, unknown>,
  };
}
