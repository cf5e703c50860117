import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { BulletFormData } from './form-data.ts';

/** The legacy bullet query on /api/v1/chart/data: the metric, no groupby; every returned value is a measure. */
export function buildBulletQuery(
  formData: BulletFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildQueryContext(formData, (base) => [{ ...base, columns: [] }]);
}
