import { DEFAULT_NUMBER_FORMAT, columnRefSchema } from '@sightline/core';
import { z } from 'zod';
import { legendFields } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';

/** Form data of `histogram_v2` (docs/chart-types.md §4.E); defaults live here only. */
export const histogramV2FormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('histogram_v2'),
  /** The numeric column to bin. */
  column: columnRefSchema.nullish(),
  groupby: withDefault(z.array(columnRefSchema), []),
  row_limit: integerWithDefault(10000),
  bins: integerWithDefault(5),
  normalize: withDefault(z.boolean(), false),
  cumulative: withDefault(z.boolean(), false),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  show_value: withDefault(z.boolean(), false),
  ...legendFields,
  x_axis_title: withDefault(z.string(), ''),
  x_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  y_axis_title: withDefault(z.string(), ''),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
});
export type HistogramV2FormData = z.infer<typeof histogramV2FormDataSchema>;
