import { z } from 'zod';
import { baseFormDataSchema, withDefault } from '../../query/form-data.ts';
import { timeseriesFields, timeseriesLineStyleFields } from '../_timeseries/form-data.ts';

/** Form data of `echarts_timeseries_step` (docs/chart-types.md §4.A); defaults live here and in _timeseries/form-data.ts. */
export const echartsTimeseriesStepFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_timeseries_step'),
  ...timeseriesFields,
  ...timeseriesLineStyleFields,
  /** Where the step happens: `start`, `middle` or `end` of the interval. */
  seriesType: withDefault(z.string(), 'start'),
});
export type EchartsTimeseriesStepFormData = z.infer<typeof echartsTimeseriesStepFormDataSchema>;
