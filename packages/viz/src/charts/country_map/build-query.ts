import type { ChartDataRequest } from '@sightline/core';
import { buildQueryContext } from '../../query/build-query-context.ts';
import type { BuildQueryOptions } from '../../query/types.ts';
import type { CountryMapFormData } from './form-data.ts';

/** One query: columns = [entity] (ISO 3166-2 codes), metrics = [metric]. */
export function buildCountryMapQuery(
  formData: CountryMapFormData,
  _options?: BuildQueryOptions,
): ChartDataRequest {
  const { entity } = formData;
  return buildQueryContext(formData, (base) => [{ ...base, columns: entity ? [entity] : [] }]);
}
