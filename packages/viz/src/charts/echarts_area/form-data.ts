import { z } from 'zod';
import { baseFormDataSchema, withDefault } from '../../query/form-data.ts';
import { timeseriesFields, timeseriesLineStyleFields } from '../_timeseries/form-data.ts';

/** Form data of `echarts_area` (docs/chart-types.md §4.A); defaults live here and in _timeseries/form-data.ts. */
export const echartsAreaFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_area'),
  ...timeseriesFields,
  ...timeseriesLineStyleFields,
  /** Draws a stack-mode toggle above the chart that writes back to `stack`. */
  show_extra_controls: withDefault(z.boolean(), false),
});
export type EchartsAreaFormData = z.infer<typeof echartsAreaFormDataSchema>;
