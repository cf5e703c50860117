import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { longRowsToNvd3, type LegacyQueryResult, type Nvd3Series } from '../_nvd3/legacy-data.ts';
import { horizonFormDataSchema } from './form-data.ts';

/** The legacy `data` of `horizon` (HorizonViz, an NVD3 time series): `[{key, values: [{x: epoch ms, y}]}]` sorted by key. */
export function horizonLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): Nvd3Series[] {
  const fd = horizonFormDataSchema.parse(formData);
  return longRowsToNvd3(
    results[0]?.data ?? [],
    fd.metrics.map(getMetricLabel),
    fd.groupby.map(getColumnLabel),
    fd.contribution,
  );
}
