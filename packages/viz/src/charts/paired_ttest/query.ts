import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildPairedTtestQuery } from './build-query.ts';
import { pairedTtestFormDataSchema, type PairedTtestFormData } from './form-data.ts';

/** The server-safe part of `paired_ttest`, served by `@sightline/viz/query`. */
export const pairedTtestQuery = {
  formDataSchema: pairedTtestFormDataSchema,
  buildQuery: buildPairedTtestQuery,
} satisfies ChartQueryBuilder<PairedTtestFormData>;
