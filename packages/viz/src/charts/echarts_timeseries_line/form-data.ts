import { z } from 'zod';
import { baseFormDataSchema } from '../../query/form-data.ts';
import { timeseriesFields, timeseriesLineStyleFields } from '../_timeseries/form-data.ts';

/** Form data of `echarts_timeseries_line` (docs/chart-types.md §4.A); defaults live here and in _timeseries/form-data.ts. */
export const echartsTimeseriesLineFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_timeseries_line'),
  ...timeseriesFields,
  ...timeseriesLineStyleFields,
});
export type EchartsTimeseriesLineFormData = z.infer<typeof echartsTimeseriesLineFormDataSchema>;
