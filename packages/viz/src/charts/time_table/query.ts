import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildTimeTableQuery } from './build-query.ts';
import { timeTableFormDataSchema, type TimeTableFormData } from './form-data.ts';

/** The server-safe part of `time_table`, served by `@sightline/viz/query`. */
export const timeTableQuery = {
  formDataSchema: timeTableFormDataSchema,
  buildQuery: buildTimeTableQuery,
} satisfies ChartQueryBuilder<TimeTableFormData>;
