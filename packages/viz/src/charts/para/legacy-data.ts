import type { DataRecord } from '../../query/data-record.ts';
import type { LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { paraFormDataSchema } from './form-data.ts';

/** The legacy `data` of `para` (ParaViz): the raw records of the query. */
export function paraLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): DataRecord[] {
  paraFormDataSchema.parse(formData);
  return results[0]?.data ?? [];
}
