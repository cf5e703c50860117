// Form-data fields shared by several chart types. Server-safe (reached from src/query.ts): zod and
// core only. Each chart's form-data.ts spreads the groups it uses into its own schema.
import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
} from '@sightline/core';
import { z } from 'zod';
import { integerLike, numberLike, withDefault } from '../query/form-data.ts';

/** An RGBA colour as saved by colour-picker controls. */
export const rgbaColorSchema = z.looseObject({
  r: z.number(),
  g: z.number(),
  b: z.number(),
  a: z.number().optional(),
});
export type RgbaColor = z.infer<typeof rgbaColorSchema>;

/** The colour picker's default, rgba(0,122,135,1) (docs/charts.md §9). */
export const DEFAULT_COLOR_PICKER: RgbaColor = { r: 0, g: 122, b: 135, a: 1 };

/** `[min, max]` axis bounds; null leaves that end automatic. */
export const axisBoundsSchema = z.tuple([numberLike, numberLike]);

/** One conditional-formatting rule: a column, an operator, its target value(s) and a colour. */
export const conditionalFormattingRuleSchema = z.looseObject({
  column: z.string().nullish(),
  operator: z.string().nullish(),
  targetValue: numberLike,
  targetValueLeft: numberLike,
  targetValueRight: numberLike,
  colorScheme: z.string().nullish(),
});
export type ConditionalFormattingRule = z.infer<typeof conditionalFormattingRuleSchema>;

/** Legend options (group LG of docs/chart-types.md §3.7). */
export const legendFields = {
  show_legend: withDefault(z.boolean(), true),
  legendType: withDefault(z.enum(['scroll', 'plain']), 'scroll'),
  legendOrientation: withDefault(z.enum(['top', 'bottom', 'left', 'right']), 'top'),
  legendMargin: integerLike,
};

/** Number formatting of a metric value: d3 or named format plus an optional currency. */
export const numberFormatFields = {
  y_axis_format: withDefault(z.string(), DEFAULT_NUMBER_FORMAT),
  currency_format: currencyFormatSchema.nullish(),
};

/** `time_format` and `force_timestamp_formatting` of the KPI charts. */
export const kpiTimeFormatFields = {
  time_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  force_timestamp_formatting: withDefault(z.boolean(), false),
};

/** Header, subtitle and metric-name sizes of the KPI charts, as fractions of the chart height. */
export const kpiTextFields = {
  header_font_size: withDefault(z.number(), 0.4),
  subtitle: withDefault(z.string(), ''),
  subtitle_font_size: withDefault(z.number(), 0.15),
  show_metric_name: withDefault(z.boolean(), false),
  metric_name_font_size: withDefault(z.number(), 0.15),
};

/** A single-column control saved either as one column or as a list; parsed to a list (empty when unset). */
export const columnListSchema = withDefault(
  z.preprocess(
    (v) => (v !== null && v !== undefined && !Array.isArray(v) ? [v] : v),
    z.array(columnRefSchema),
  ),
  [],
);
