import { parseJson as parseJsonText } from '@sightline/core';
import type { ChartRecord } from '../../meta/repos/charts-repo.ts';

/** Replaces legacy `since`/`until` with one `time_range` (Superset's update_time_range). */
export function updateTimeRange(formData: Record<string, unknown>): void {
  if ('since' in formData || 'until' in formData) {
    formData.time_range = `${String(formData.since ?? '')} : ${String(formData.until ?? '')}`;
    delete formData.since;
    delete formData.until;
  }
}

/** Parses a JSON-text object; {} for anything else. */
export function parseJsonObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = parseJsonText(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A chart's form data (docs/api.md §5.4): `params` parsed, then `slice_id`, `viz_type`, `datasource`
 * and, when set, `cache_timeout` from the chart itself.
 */
export function chartFormData(chart: ChartRecord): Record<string, unknown> {
  const formData: Record<string, unknown> = {
    ...parseJsonObject(chart.params),
    slice_id: chart.id,
    viz_type: chart.vizType,
    datasource: `${chart.datasourceId}__${chart.datasourceType}`,
  };
  if (chart.cacheTimeout) formData.cache_timeout = chart.cacheTimeout;
  updateTimeRange(formData);
  return formData;
}
