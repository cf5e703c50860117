import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildWorldMapQuery } from './build-query.ts';
import { worldMapFormDataSchema, type WorldMapFormData } from './form-data.ts';

/** The server-safe part of `world_map`, served by `@sightline/viz/query`. */
export const worldMapQuery = {
  formDataSchema: worldMapFormDataSchema,
  buildQuery: buildWorldMapQuery,
} satisfies ChartQueryBuilder<WorldMapFormData>;
