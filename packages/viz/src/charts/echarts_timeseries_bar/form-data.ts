import { z } from 'zod';
import { baseFormDataSchema } from '../../query/form-data.ts';
import { timeseriesBarFields, timeseriesFields } from '../_timeseries/form-data.ts';
import { migrateLegacyBarFormData } from './legacy-form-data.ts';

const barFormDataObject = baseFormDataSchema.extend({
  viz_type: z.literal('echarts_timeseries_bar'),
  ...timeseriesFields,
  ...timeseriesBarFields,
});

/**
 * Form data of `echarts_timeseries_bar` (docs/chart-types.md §4.A); defaults live here and in
 * _timeseries/form-data.ts. Saved NVD3 bar keys are rewritten first (legacy-form-data.ts); the object
 * shape stays readable for the control panel.
 */
export const echartsTimeseriesBarFormDataSchema = Object.assign(
  z.preprocess(
    (raw) =>
      typeof raw === 'object' && raw !== null
        ? migrateLegacyBarFormData(raw as Record<string, unknown>)
        : raw,
    barFormDataObject,
  ),
  { shape: barFormDataObject.shape },
);
export type EchartsTimeseriesBarFormData = z.infer<typeof barFormDataObject>;
