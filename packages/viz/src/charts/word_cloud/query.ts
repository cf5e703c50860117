import type { ChartQueryBuilder } from '../../query/chart-query.ts';
import { buildWordCloudQuery } from './build-query.ts';
import { wordCloudFormDataSchema, type WordCloudFormData } from './form-data.ts';

/** The server-safe part of `word_cloud`, served by `@sightline/viz/query`. */
export const wordCloudQuery = {
  formDataSchema: wordCloudFormDataSchema,
  buildQuery: buildWordCloudQuery,
} satisfies ChartQueryBuilder<WordCloudFormData>;
