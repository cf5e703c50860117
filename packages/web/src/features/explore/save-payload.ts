import { NO_TIME_RANGE, parseDatasourceUid } from '@sightline/core';
import type { ChartSavePayload } from '../../api/chart-api.ts';
import { buildChart } from '../chart/chart-plugin.ts';

const TEMPORAL_RANGE = 'TEMPORAL_RANGE';

type Filter = Record<string, unknown>;

const isTemporalRange = (filter: Filter) => filter.operator === TEMPORAL_RANGE;
const asFilters = (value: unknown): Filter[] => (Array.isArray(value) ? (value as Filter[]) : []);

/** Form data keys the saved chart must not keep (temporary explore state). */
const TEMPORARY_KEYS = ['url_params', 'force', 'result_format', 'result_type'];

/**
 * The form data a chart is saved with (docs/charts.md §5): extra filters (from dashboards) are
 * dropped from every ad hoc filter list. When an overwrite leaves a list empty, the saved chart's own
 * temporal-range filters come back with 'No filter'; when no temporal-range filter remains, the
 * extra ones are kept with comparator 'No filter', so dashboards can still filter the chart by time.
 */
export function formDataForSave(
  formData: Record<string, unknown>,
  savedFormData?: Record<string, unknown> | null,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...formData };
  for (const key of TEMPORARY_KEYS) delete result[key];
  for (const [key, value] of Object.entries(formData)) {
    if (!key.includes('adhoc_filter') || !Array.isArray(value)) continue;
    const kept = asFilters(value).filter((f) => !f.isExtra);
    if (kept.length === 0 && savedFormData) {
      for (const f of asFilters(savedFormData[key])) {
        if (isTemporalRange(f) && !f.isExtra) kept.push({ ...f, comparator: NO_TIME_RANGE });
      }
    }
    result[key] = kept;
  }
  const adhocFilters = asFilters(result.adhoc_filters);
  if (Array.isArray(formData.adhoc_filters) && !adhocFilters.some(isTemporalRange)) {
    const extraTemporal = asFilters(formData.adhoc_filters).filter(
      (f) => isTemporalRange(f) && f.isExtra,
    );
    result.adhoc_filters = [
      ...adhocFilters,
      ...extraTemporal.map((f) => ({ ...f, comparator: NO_TIME_RANGE })),
    ];
  }
  return result;
}

export interface SaveArgs {
  formData: Record<string, unknown>;
  sliceName: string;
  /** Owners of the chart being overwritten; a new chart sends none (the server adds the caller). */
  owners: number[];
  dashboards: number[];
  /** Form data of the saved chart, when overwriting. */
  savedFormData?: Record<string, unknown> | null;
}

/**
 * The chart save payload (docs/charts.md §3): params and query_context as JSON text, the datasource
 * split from its uid (type defaults to table).
 */
export function chartSavePayload({
  formData,
  sliceName,
  owners,
  dashboards,
  savedFormData,
}: SaveArgs): ChartSavePayload {
  const saved: Record<string, unknown> = {
    ...formDataForSave(formData, savedFormData),
    dashboards,
  };
  const datasource =
    typeof saved.datasource === 'string' ? parseDatasourceUid(saved.datasource) : null;
  const built = buildChart(saved);
  const queryContext = built.ok
    ? { ...built.request, force: false, result_format: 'json', result_type: 'full' }
    : null;
  return {
    params: JSON.stringify(saved),
    slice_name: sliceName,
    viz_type: String(saved.viz_type ?? ''),
    datasource_id: datasource?.id ?? 0,
    datasource_type: datasource?.type ?? 'table',
    dashboards,
    owners,
    query_context: JSON.stringify(queryContext),
  };
}
