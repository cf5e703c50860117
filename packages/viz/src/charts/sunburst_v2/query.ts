import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildSunburstV2Query } from './build-query.ts';
import { sunburstV2FormDataSchema, type SunburstV2FormData } from './form-data.ts';

/** The server-safe part of `sunburst_v2`, served by `@sightline/viz/query`. */
export const sunburstV2Query = {
  formDataSchema: sunburstV2FormDataSchema,
  buildQuery: buildSunburstV2Query,
} satisfies ChartQueryBuilder<SunburstV2FormData>;
