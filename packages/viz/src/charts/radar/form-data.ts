import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { legendFields } from '../../form-data/fields.ts';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberLike,
  withDefault,
} from '../../query/form-data.ts';

/** Per-metric radar bounds saved in `column_config`. */
export const radarColumnConfigSchema = z.record(
  z.string(),
  z.looseObject({ radarMetricMaxValue: numberLike, radarMetricMinValue: numberLike }),
);

/** Label positions of the radar's value labels. */
export const RADAR_LABEL_POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
  'insideTopLeft',
  'insideBottomLeft',
  'insideTopRight',
  'insideBottomRight',
] as const;

/** Form data of `radar` (docs/chart-types.md §4.H); defaults live here only. */
export const radarFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('radar'),
  groupby: withDefault(z.array(columnRefSchema), []),
  metrics: withDefault(z.array(metricRefSchema), []),
  timeseries_limit_metric: metricRefSchema.nullish(),
  row_limit: integerWithDefault(10),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  ...legendFields,
  show_labels: withDefault(z.boolean(), true),
  label_type: withDefault(z.enum(['value', 'key_value']), 'value'),
  label_position: withDefault(z.enum(RADAR_LABEL_POSITIONS), 'top'),
  number_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
  date_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  column_config: withDefault(radarColumnConfigSchema, {}),
  is_circle: withDefault(z.boolean(), false),
});
export type RadarFormData = z.infer<typeof radarFormDataSchema>;
