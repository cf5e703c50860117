import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildTimePivotQuery } from './build-query.ts';
import { timePivotFormDataSchema, type TimePivotFormData } from './form-data.ts';

/** The server-safe part of `time_pivot`, served by `@sightline/viz/query`. */
export const timePivotQuery = {
  formDataSchema: timePivotFormDataSchema,
  buildQuery: buildTimePivotQuery,
} satisfies ChartQueryBuilder<TimePivotFormData>;
