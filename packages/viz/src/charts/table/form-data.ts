import {
  DEFAULT_TIME_FORMAT,
  columnRefSchema,
  currencyFormatSchema,
  metricRefSchema,
} from '@sightline/core';
import { z } from 'zod';
import { conditionalFormattingRuleSchema } from '../../form-data/fields.ts';
import {
  baseFormDataSchema,
  integerLike,
  integerWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Per-column display options of `column_config`, keyed by column or metric label. */
export const tableColumnConfigSchema = z.looseObject({
  d3NumberFormat: z.string().nullish(),
  d3SmallNumberFormat: z.string().nullish(),
  d3TimeFormat: z.string().nullish(),
  currencyFormat: currencyFormatSchema.nullish(),
  columnWidth: z.number().nullish(),
  horizontalAlign: z.enum(['left', 'right', 'center']).nullish(),
  showCellBars: z.boolean().nullish(),
  alignPositiveNegative: z.boolean().nullish(),
  colorPositiveNegative: z.boolean().nullish(),
  truncateLongCells: z.boolean().nullish(),
});
export type TableColumnConfig = z.infer<typeof tableColumnConfigSchema>;

/** Form data of `table` (docs/chart-types.md §4.J); defaults live here only. */
export const tableFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('table'),
  /** Unset: raw when `all_columns` is non-empty, else aggregate. */
  query_mode: z.enum(['aggregate', 'raw']).nullish(),
  groupby: withDefault(z.array(columnRefSchema), []),
  time_grain_sqla: z.string().nullish(),
  temporal_columns_lookup: z.record(z.string(), z.boolean()).nullish(),
  metrics: withDefault(z.array(metricRefSchema), []),
  all_columns: withDefault(z.array(columnRefSchema), []),
  percent_metrics: withDefault(z.array(metricRefSchema), []),
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_by_cols: withDefault(z.array(z.string()), []),
  order_desc: withDefault(z.boolean(), true),
  server_pagination: withDefault(z.boolean(), false),
  server_page_length: integerWithDefault(10),
  row_limit: integerWithDefault(10000),
  percent_metric_calculation: withDefault(z.enum(['row_limit', 'all_records']), 'row_limit'),
  show_totals: withDefault(z.boolean(), false),
  table_timestamp_format: withDefault(z.string(), DEFAULT_TIME_FORMAT),
  page_length: integerLike,
  include_search: withDefault(z.boolean(), false),
  allow_rearrange_columns: withDefault(z.boolean(), false),
  allow_render_html: withDefault(z.boolean(), true),
  column_config: withDefault(z.record(z.string(), tableColumnConfigSchema), {}),
  show_cell_bars: withDefault(z.boolean(), true),
  align_pn: withDefault(z.boolean(), false),
  color_pn: withDefault(z.boolean(), true),
  comparison_color_enabled: withDefault(z.boolean(), false),
  comparison_color_scheme: withDefault(z.string(), 'Green'),
  conditional_formatting: withDefault(z.array(conditionalFormattingRuleSchema), []),
  time_compare: withDefault(
    z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string())),
    [],
  ),
  comparison_type: withDefault(z.string(), 'values'),
  start_date_offset: z.string().nullish(),
});
export type TableFormData = z.infer<typeof tableFormDataSchema>;
