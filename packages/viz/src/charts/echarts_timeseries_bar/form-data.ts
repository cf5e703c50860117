import { z } from 'zod';
import { baseFormDataSchema } from '../../query/form-data.ts';
import { timeseriesBarFields, timeseriesFields } from '../_timeseries/form-data.ts';

/** Form data of `echarts_timeseries_bar` (docs/chart-types.md §4.A); defaults live here and in _timeseries/form-data.ts. */
export const echartsTimeseriesBarFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_timeseries_bar'),
  ...timeseriesFields,
  ...timeseriesBarFields,
});
export type EchartsTimeseriesBarFormData = z.infer<typeof echartsTimeseriesBarFormDataSchema>;
