import { metricRefSchema } from '@sightline/core';
import { z } from 'zod';
import { columnListSchema } from '../../form-data/fields.ts';
import {
  baseFormDataSchema,
  integerLike,
  integerWithDefault,
  numberLike,
  withDefault,
} from '../../query/form-data.ts';

/** A size saved as a number or a string such as "300" or "300px". */
const pixels = z
  .preprocess((v) => (typeof v === 'string' ? parseFloat(v) : v), z.number().nullish())
  .catch(undefined);

/** One `column_collection` item: a time-derived column of the table (docs/chart-types.md §4.J). */
export const timeTableColumnSchema = z.looseObject({
  key: z.string().nullish(),
  label: z.string().nullish(),
  tooltip: z.string().nullish(),
  /** `time` comparison, `contrib`ution, `spark`line or period `avg`. */
  colType: z.string().nullish(),
  width: pixels,
  height: pixels,
  timeLag: integerLike,
  timeRatio: integerLike,
  comparisonType: z.string().nullish(),
  showYAxis: z.boolean().nullish(),
  yAxisBounds: z.array(numberLike).nullish(),
  bounds: z.array(numberLike).nullish(),
  d3format: z.string().nullish(),
  dateFormat: z.string().nullish(),
});
export type TimeTableColumnConfig = z.infer<typeof timeTableColumnSchema>;

/** Form data of `time_table` (docs/chart-types.md §4.J, legacy); defaults live here only. */
export const timeTableFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('time_table'),
  time_grain_sqla: z.string().nullish(),
  metrics: withDefault(z.array(metricRefSchema), []),
  /** A single column; saved as one column or a one-item list. */
  groupby: columnListSchema,
  limit: integerLike,
  timeseries_limit_metric: metricRefSchema.nullish(),
  order_desc: withDefault(z.boolean(), true),
  column_collection: withDefault(z.array(timeTableColumnSchema), []),
  row_limit: integerWithDefault(10000),
  url: withDefault(z.string(), ''),
});
export type TimeTableFormData = z.infer<typeof timeTableFormDataSchema>;
