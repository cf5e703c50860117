import { DEFAULT_NUMBER_FORMAT, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { DEFAULT_COLOR_PICKER, rgbaColorSchema } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';
import { legacyTimeFields, nvd3DisplayFields } from '../_nvd3/legacy-timeseries.ts';

/** Form data of `time_pivot` (docs/chart-types.md §4.I), the saved nvd3 keys; defaults live here and in _nvd3. */
export const timePivotFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('time_pivot'),
  ...legacyTimeFields,
  metric: metricRefSchema.nullish(),
  /** A pandas offset alias: the length of one period (`AS`, `52W-MON`, `W-SUN`, `W-MON`, `D`, `4W-MON`). */
  freq: withDefault(z.string(), 'W-MON'),
  row_limit: integerWithDefault(10000),
  ...nvd3DisplayFields,
  x_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  color_picker: withDefault(rgbaColorSchema, DEFAULT_COLOR_PICKER),
});
export type TimePivotFormData = z.infer<typeof timePivotFormDataSchema>;
