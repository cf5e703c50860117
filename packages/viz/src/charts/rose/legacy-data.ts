import type { QueryFormData } from '../../query/types.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { hasLegacyAnalytics, readLegacyColumns } from '../_nvd3/legacy-analytics.ts';
import {
  longRowsToNvd3,
  wideRowsToNvd3,
  type LegacyQueryResult,
  type Nvd3Key,
  type Nvd3Series,
} from '../_nvd3/legacy-data.ts';
import { roseFormDataSchema } from './form-data.ts';

/** One wedge of a time slice in the legacy payload. */
export interface RoseWedge {
  key: Nvd3Key;
  /** The value, 0 when missing. */
  value: number;
  /** The key's parts joined with ", ". */
  name: string;
  /** The slice's time, epoch ms. */
  time: number;
}

/**
 * The legacy `data` of `rose` (RoseViz): the NVD3 time series (sorted by key; with legacy advanced
 * analytics, the server's pivoted columns) regrouped by time: `{epoch ms: [{key, value, name, time}]}`.
 */
export function roseLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): Record<string, RoseWedge[]> | null {
  const fd = roseFormDataSchema.parse(formData);
  const result = results[0];
  if (!result || result.data.length === 0) return null;
  const metrics = fd.metrics.map(getMetricLabel);
  const shifts = [fd.time_compare].flat();
  const series: Nvd3Series[] = hasLegacyAnalytics(fd as QueryFormData)
    ? wideRowsToNvd3(
        result.data,
        readLegacyColumns(result.colnames, result.label_map, fd, metrics),
        metrics.length,
        shifts,
      )
    : longRowsToNvd3(result.data, metrics, fd.groupby.map(getColumnLabel), fd.contribution);
  const slices: Record<string, RoseWedge[]> = {};
  for (const { key, values } of series) {
    for (const { x, y } of values) {
      slices[x] ??= [];
      slices[x].push({
        key,
        value: y ?? 0,
        name: typeof key === 'string' ? key : key.join(', '),
        time: x,
      });
    }
  }
  return slices;
}
