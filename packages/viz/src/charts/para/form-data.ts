import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerLike,
  integerWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Form data of the legacy `para` (docs/chart-types.md §4.H), keys as saved; defaults live here only. */
export const paraFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('para'),
  /** The entity column: one line per value. */
  series: columnRefSchema.nullish(),
  metrics: withDefault(z.array(metricRefSchema), []),
  /** Colours the lines over the sequential scheme. */
  secondary_metric: metricRefSchema.nullish(),
  limit: integerLike,
  row_limit: integerWithDefault(10000),
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  show_datatable: withDefault(z.boolean(), false),
  /** Adds the entity column as the first (categorical) axis. */
  include_series: withDefault(z.boolean(), false),
  linear_color_scheme: withDefault(z.string(), 'superset_seq_1'),
});
export type ParaFormData = z.infer<typeof paraFormDataSchema>;
