import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { BigNumberTotalFormData } from './form-data.ts';

/** One query: the base query object unchanged (`metrics: [metric]`, no columns, one row back). */
export function buildBigNumberTotalQuery(
  formData: BigNumberTotalFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  return buildQueryContext(formData, (baseQueryObject) => [{ ...baseQueryObject }]);
}
