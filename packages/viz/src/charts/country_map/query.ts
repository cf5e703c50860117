import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildCountryMapQuery } from './build-query.ts';
import { countryMapFormDataSchema, type CountryMapFormData } from './form-data.ts';

/** The server-safe part of `country_map`, served by `@sightline/viz/query`. */
export const countryMapQuery = {
  formDataSchema: countryMapFormDataSchema,
  buildQuery: buildCountryMapQuery,
} satisfies ChartQueryBuilder<CountryMapFormData>;
