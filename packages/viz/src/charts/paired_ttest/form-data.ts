import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerLike,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Form data of `paired_ttest` (docs/chart-types.md §4.F, legacy); defaults live here only. */
export const pairedTtestFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('paired_ttest'),
  time_grain_sqla: z.string().nullish(),
  metrics: withDefault(z.array(metricRefSchema), []),
  groupby: withDefault(z.array(columnRefSchema), []),
  limit: integerLike,
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  /** Saved by Superset's control panel; its paired t-test server code never reads it. */
  contribution: withDefault(z.boolean(), false),
  row_limit: integerWithDefault(10000),
  significance_level: numberWithDefault(0.05),
  pvalue_precision: integerWithDefault(6),
  liftvalue_precision: integerWithDefault(4),
});
export type PairedTtestFormData = z.infer<typeof pairedTtestFormDataSchema>;
