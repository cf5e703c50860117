import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { legendFields } from '../../form-data/fields.ts';
import { roamSchema } from '../../form-data/roam.ts';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Form data of `graph_chart` (docs/chart-types.md §4.G); defaults live here only. */
export const graphChartFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('graph_chart'),
  source: columnRefSchema.nullish(),
  target: columnRefSchema.nullish(),
  metric: metricRefSchema.nullish(),
  source_category: columnRefSchema.nullish(),
  target_category: columnRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  ...legendFields,
  layout: withDefault(z.enum(['force', 'circular']), 'force'),
  edgeSymbol: withDefault(z.string(), 'none,arrow'),
  draggable: withDefault(z.boolean(), false),
  roam: roamSchema,
  selectedMode: withDefault(
    z.preprocess(
      (v) => (v === 'false' ? false : v),
      z.union([z.literal(false), z.enum(['single', 'multiple'])]),
    ),
    'single',
  ),
  showSymbolThreshold: numberWithDefault(0),
  baseNodeSize: numberWithDefault(20),
  baseEdgeWidth: numberWithDefault(3),
  edgeLength: numberWithDefault(400),
  gravity: numberWithDefault(0.3),
  repulsion: numberWithDefault(1000),
  friction: numberWithDefault(0.2),
});
export type GraphChartFormData = z.infer<typeof graphChartFormDataSchema>;
