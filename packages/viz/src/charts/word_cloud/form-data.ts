import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** How words are turned: flat (0°), square (0° or 90°) or random (−90…60° in 30° steps). */
export const WORD_ROTATIONS = ['flat', 'square', 'random'] as const;

/** Form data of `word_cloud` (docs/chart-types.md §4.H); defaults live here only. */
export const wordCloudFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('word_cloud'),
  /** The column whose values are the words. */
  series: columnRefSchema.nullish(),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(100),
  sort_by_metric: withDefault(z.boolean(), false),
  size_from: numberWithDefault(10),
  size_to: numberWithDefault(70),
  rotation: withDefault(z.enum(WORD_ROTATIONS), 'square'),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
});
export type WordCloudFormData = z.infer<typeof wordCloudFormDataSchema>;
