import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildPartitionQuery } from './build-query.ts';
import { partitionFormDataSchema, type PartitionFormData } from './form-data.ts';

/** The server-safe part of `partition`, served by `@sightline/viz/query`. */
export const partitionQuery = {
  formDataSchema: partitionFormDataSchema,
  buildQuery: buildPartitionQuery,
} satisfies ChartQueryBuilder<PartitionFormData>;
