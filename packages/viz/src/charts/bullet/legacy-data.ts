import { getMetricLabel } from '../../query/labels.ts';
import { finiteOrNull, type LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { bulletFormDataSchema } from './form-data.ts';

/** The legacy `data` of `bullet` (BulletViz): `{measures: [every returned value of the metric]}`. */
export function bulletLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): { measures: (number | null)[] } {
  const fd = bulletFormDataSchema.parse(formData);
  if (!fd.metric) throw new Error('Pick a metric to display');
  const metric = getMetricLabel(fd.metric);
  return { measures: (results[0]?.data ?? []).map((row) => finiteOrNull(row[metric])) };
}
