import { z } from 'zod';
import { baseFormDataSchema } from '../../query/form-data.ts';
import { timeseriesFields, timeseriesLineStyleFields } from '../_timeseries/form-data.ts';

/** Form data of `echarts_timeseries`, the Generic Chart (docs/chart-types.md §4.A); defaults live here and in _timeseries/form-data.ts. */
export const echartsTimeseriesFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_timeseries'),
  ...timeseriesFields,
  ...timeseriesLineStyleFields,
});
export type EchartsTimeseriesFormData = z.infer<typeof echartsTimeseriesFormDataSchema>;
