import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { legendFields } from '../../form-data/fields.ts';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';

/** Form data of `gantt_chart` (newer than docs/chart-types.md; keys as Superset saves them); defaults live here only. */
export const ganttChartFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('gantt_chart'),
  start_time: columnRefSchema.nullish(),
  end_time: columnRefSchema.nullish(),
  /** One row band per value. */
  y_axis: columnRefSchema.nullish(),
  /** Colours the bars (one legend entry per value). */
  series: columnRefSchema.nullish(),
  /** Splits each band into one sub-row per series value, so bars of different series never overlap. */
  subcategories: withDefault(z.boolean(), false),
  tooltip_metrics: withDefault(z.array(metricRefSchema), []),
  tooltip_columns: withDefault(z.array(columnRefSchema), []),
  /** JSON strings `["column", isAscending]`. */
  order_by_cols: withDefault(z.array(z.string()), []),
  row_limit: integerWithDefault(10000),
  color_scheme: withDefault(z.string(), 'supersetColors'),
  label_colors: z.record(z.string(), z.string()).nullish(),
  ...legendFields,
  legendSort: z.enum(['asc', 'desc']).nullish(),
  zoomable: withDefault(z.boolean(), false),
  show_extra_controls: withDefault(z.boolean(), false),
  /** `[start, end]` times of day ("HH:mm:ss") that stretch the axis around the first and last day of the data. */
  x_axis_time_bounds: withDefault(
    z.preprocess(
      (v) => (Array.isArray(v) ? [v[0] || null, v[1] || null] : v),
      z.tuple([z.string().nullable(), z.string().nullable()]),
    ),
    [null, null],
  ),
  x_axis_time_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  x_axis_title: withDefault(z.string(), ''),
  x_axis_title_margin: integerWithDefault(0),
  y_axis_title: withDefault(z.string(), ''),
  y_axis_title_margin: integerWithDefault(30),
  tooltipTimeFormat: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  tooltipValuesFormat: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
});
export type GanttChartFormData = z.infer<typeof ganttChartFormDataSchema>;
