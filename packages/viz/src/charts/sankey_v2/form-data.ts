import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';

/** Form data of `sankey_v2` (docs/chart-types.md §4.G); defaults live here only. */
export const sankeyV2FormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('sankey_v2'),
  source: columnRefSchema.nullish(),
  target: columnRefSchema.nullish(),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  sort_by_metric: withDefault(z.boolean(), false),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
});
export type SankeyV2FormData = z.infer<typeof sankeyV2FormDataSchema>;
