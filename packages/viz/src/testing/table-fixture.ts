import { SUM_SALES_METRIC, TABLE_EXAMPLE } from './example-form-data.ts';
import { tablePlugin } from '../charts/table/index.ts';

/** Table.yaml's form data through the table schema, with overrides. */
export const parse = (overrides: Record<string, unknown> = {}) =>
  tablePlugin.formDataSchema.parse({ ...TABLE_EXAMPLE, ...overrides });
/** Aggregate mode over month and product line, with count as a percent metric. */
export const AGGREGATE = {
  query_mode: 'aggregate',
  groupby: ['order_date', 'product_line'],
  time_grain_sqla: 'P1M',
  metrics: ['count', SUM_SALES_METRIC],
  percent_metrics: ['count'],
};
