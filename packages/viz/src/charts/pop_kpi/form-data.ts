import { DEFAULT_NUMBER_FORMAT, columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { kpiTextFields, numberFormatFields } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';

/** Renames or hides one of the derived figures ("Previous value", "Delta", "Percent change"). */
export const popColumnConfigSchema = z.looseObject({
  customColumnName: z.string().nullish(),
  visible: z.boolean().nullish(),
});

/** Form data of `pop_kpi` (docs/chart-types.md §4.C); defaults live here only. */
export const popKpiFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('pop_kpi'),
  metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10000),
  /** Passed to the query as `groupby`; no control sets it. */
  cols: z.array(columnRefSchema).nullish(),
  /** The single time shift: `1 day ago`, `1 week ago`, `1 month ago`, `1 year ago`, `custom` or `inherit`. */
  time_compare: z.union([z.string(), z.array(z.string())]).nullish(),
  /** The comparison start date when `time_compare` is `custom`. */
  start_date_offset: z.string().nullish(),
  comparison_type: withDefault(z.string(), 'values'),
  ...numberFormatFields,
  percentDifferenceFormat: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  ...kpiTextFields,
  header_font_size: withDefault(z.number(), 0.2),
  subheader_font_size: withDefault(z.number(), 0.125),
  comparison_color_enabled: withDefault(z.boolean(), false),
  /** `Green`: green for increase; `Red`: red for increase. */
  comparison_color_scheme: withDefault(z.enum(['Green', 'Red']), 'Green'),
  column_config: withDefault(z.record(z.string(), popColumnConfigSchema), {}),
});
export type PopKpiFormData = z.infer<typeof popKpiFormDataSchema>;
