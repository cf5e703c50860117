import { z } from 'zod';
import { baseFormDataSchema, numberWithDefault } from '../../query/form-data.ts';
import { timeseriesFields } from '../_timeseries/form-data.ts';

/** Form data of `echarts_timeseries_scatter` (docs/chart-types.md §4.A); defaults live here and in _timeseries/form-data.ts. */
export const echartsTimeseriesScatterFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_timeseries_scatter'),
  ...timeseriesFields,
  markerSize: numberWithDefault(6),
});
export type EchartsTimeseriesScatterFormData = z.infer<
  typeof echartsTimeseriesScatterFormDataSchema
>;
