import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { baseFormDataSchema, integerWithDefault, withDefault } from '../../query/form-data.ts';

/** The template of a new Handlebars chart: every row stringified in a list. */
export const DEFAULT_HANDLEBARS_TEMPLATE = `<ul class="data-list">
  {{#each data}}
    <li>{{stringify this}}</li>
  {{/each}}
</ul>`;

/** Form data of `handlebars` (docs/chart-types.md §4.L); defaults live here only. */
export const handlebarsFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('handlebars'),
  /** Unset: raw when `all_columns` is non-empty, else aggregate. */
  query_mode: z.enum(['aggregate', 'raw']).nullish(),
  groupby: withDefault(z.array(columnRefSchema), []),
  metrics: withDefault(z.array(metricRefSchema), []),
  all_columns: withDefault(z.array(columnRefSchema), []),
  percent_metrics: withDefault(z.array(metricRefSchema), []),
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_by_cols: withDefault(z.array(z.string()), []),
  order_desc: withDefault(z.boolean(), true),
  row_limit: integerWithDefault(10000),
  include_time: withDefault(z.boolean(), false),
  show_totals: withDefault(z.boolean(), false),
  handlebarsTemplate: withDefault(z.string(), DEFAULT_HANDLEBARS_TEMPLATE),
  styleTemplate: withDefault(z.string(), ''),
});
export type HandlebarsFormData = z.infer<typeof handlebarsFormDataSchema>;
