import { columnRefSchema, metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerLike,
  integerWithDefault,
  withDefault,
} from '../../query/form-data.ts';
import {
  legacyAnalyticsFields,
  legacyTimeFields,
  nvd3DisplayFields,
} from '../_nvd3/legacy-timeseries.ts';

/** Form data of `compare` (docs/chart-types.md §4.I), the saved nvd3 keys; defaults live here and in _nvd3. */
export const compareFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('compare'),
  ...legacyTimeFields,
  metrics: withDefault(z.array(metricRefSchema), []),
  groupby: withDefault(z.array(columnRefSchema), []),
  limit: integerLike,
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  contribution: withDefault(z.boolean(), false),
  row_limit: integerWithDefault(10000),
  ...nvd3DisplayFields,
  ...legacyAnalyticsFields,
  annotation_layers: withDefault(z.array(z.record(z.string(), z.unknown())), []),
});
export type CompareFormData = z.infer<typeof compareFormDataSchema>;
