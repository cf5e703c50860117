import { z } from 'zod';
import { baseFormDataSchema, numberWithDefault, withDefault } from '../../query/form-data.ts';
import { timeseriesFields } from '../_timeseries/form-data.ts';

/** Form data of `echarts_timeseries_smooth` (docs/chart-types.md §4.A); defaults live here and in _timeseries/form-data.ts. */
export const echartsTimeseriesSmoothFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_timeseries_smooth'),
  ...timeseriesFields,
  markerEnabled: withDefault(z.boolean(), false),
  markerSize: numberWithDefault(6),
});
export type EchartsTimeseriesSmoothFormData = z.infer<typeof echartsTimeseriesSmoothFormDataSchema>;
