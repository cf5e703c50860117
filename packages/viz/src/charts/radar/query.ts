import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildRadarQuery } from './build-query.ts';
import { radarFormDataSchema, type RadarFormData } from './form-data.ts';

/** The server-safe part of `radar`, served by `@sightline/viz/query`. */
export const radarQuery = {
  formDataSchema: radarFormDataSchema,
  buildQuery: buildRadarQuery,
} satisfies ChartQueryBuilder<RadarFormData>;
