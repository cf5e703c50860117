import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildMapboxQuery } from './build-query.ts';
import { mapboxFormDataSchema, type MapboxFormData } from './form-data.ts';

/** The server-safe part of `mapbox`, served by `@sightline/viz/query`. */
export const mapboxQuery = {
  formDataSchema: mapboxFormDataSchema,
  buildQuery: buildMapboxQuery,
} satisfies ChartQueryBuilder<MapboxFormData>;
