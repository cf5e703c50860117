import { DEFAULT_NUMBER_FORMAT, columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { axisBoundsSchema, legendFields } from '../../form-data/fields.ts';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

const metricList = z.preprocess(
  (v) => (v !== null && v !== undefined && !Array.isArray(v) ? [v] : v),
  z.array(metricRefSchema),
);

/** Form data of `bubble_v2` (docs/chart-types.md §4.F); defaults live here only. */
export const bubbleV2FormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('bubble_v2'),
  /** The colour dimension (one legend entry per value). */
  series: columnRefSchema.nullish(),
  /** One bubble per value. */
  entity: columnRefSchema.nullish(),
  x: metricRefSchema.nullish(),
  y: metricRefSchema.nullish(),
  size: metricRefSchema.nullish(),
  /** The sort metric, saved as a one-item list. */
  orderby: withDefault(metricList, []),
  order_desc: withDefault(z.boolean(), true),
  row_limit: integerWithDefault(10000),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  ...legendFields,
  max_bubble_size: withDefault(z.union([z.string(), z.number()]), '25'),
  tooltipSizeFormat: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  opacity: numberWithDefault(0.6),
  x_axis_label: withDefault(z.string(), ''),
  xAxisLabelRotation: numberWithDefault(0),
  xAxisLabelInterval: withDefault(z.union([z.string(), z.number()]), 'auto'),
  x_axis_title_margin: integerWithDefault(30),
  xAxisFormat: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  logXAxis: withDefault(z.boolean(), false),
  y_axis_label: withDefault(z.string(), ''),
  yAxisLabelRotation: numberWithDefault(0),
  y_axis_title_margin: integerWithDefault(30),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  logYAxis: withDefault(z.boolean(), false),
  truncateXAxis: withDefault(z.boolean(), false),
  xAxisBounds: withDefault(axisBoundsSchema, [null, null]),
  truncateYAxis: withDefault(z.boolean(), false),
  y_axis_bounds: withDefault(axisBoundsSchema, [null, null]),
});
export type BubbleV2FormData = z.infer<typeof bubbleV2FormDataSchema>;
