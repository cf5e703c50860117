import type { DataRecordValue } from '../../query/data-record.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { countryMapFormDataSchema } from './form-data.ts';

/** One region of the legacy payload: its ISO 3166-2 code (the entity value) and the metric. */
export interface CountryMapDatum {
  country_id: DataRecordValue;
  metric: DataRecordValue;
}

/** The legacy `data` of `country_map` (CountryMapViz): `[{country_id, metric}]`, one per returned row. */
export function countryMapLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): CountryMapDatum[] {
  const fd = countryMapFormDataSchema.parse(formData);
  if (!fd.select_country) throw new Error('Must specify a country');
  if (!fd.metric) throw new Error('Must specify a metric');
  if (!fd.entity) throw new Error('Must provide ISO codes');
  const [entity, metric] = [getColumnLabel(fd.entity), getMetricLabel(fd.metric)];
  return (results[0]?.data ?? []).map((row) => ({
    country_id: row[entity] ?? null,
    metric: row[metric] ?? null,
  }));
}
