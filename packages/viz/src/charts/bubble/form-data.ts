import { DEFAULT_NUMBER_FORMAT, columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { axisBoundsSchema } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerLike, withDefault } from '../../query/form-data.ts';

/** Form data of the legacy `bubble` (docs/chart-types.md §4.F), the saved nvd3 keys; defaults live here only. */
export const bubbleFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('bubble'),
  /** The colour group; the entity when unset. */
  series: columnRefSchema.nullish(),
  entity: columnRefSchema.nullish(),
  x: metricRefSchema.nullish(),
  y: metricRefSchema.nullish(),
  size: metricRefSchema.nullish(),
  max_bubble_size: withDefault(z.union([z.string(), z.number()]), '25'),
  /** The row limit of this chart. */
  limit: integerLike,
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  show_legend: withDefault(z.boolean(), true),
  x_axis_label: withDefault(z.string(), ''),
  left_margin: withDefault(z.union([z.string(), z.number()]), 'auto'),
  x_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  x_log_scale: withDefault(z.boolean(), false),
  y_axis_label: withDefault(z.string(), ''),
  bottom_margin: withDefault(z.union([z.string(), z.number()]), 'auto'),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  y_log_scale: withDefault(z.boolean(), false),
  y_axis_showminmax: withDefault(z.boolean(), false),
  y_axis_bounds: withDefault(axisBoundsSchema, [null, null]),
});
export type BubbleFormData = z.infer<typeof bubbleFormDataSchema>;
