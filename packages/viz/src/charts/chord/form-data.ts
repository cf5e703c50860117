import { DEFAULT_NUMBER_FORMAT, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { columnListSchema } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';

/** Form data of the legacy `chord` (docs/chart-types.md §4.G), keys as saved; defaults live here only. */
export const chordFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('chord'),
  /** The source column (one; saved as a column or a one-item list). */
  groupby: columnListSchema,
  /** The target column (one; saved as a column or a one-item list). */
  columns: columnListSchema,
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  sort_by_metric: withDefault(z.boolean(), false),
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
});
export type ChordFormData = z.infer<typeof chordFormDataSchema>;
