// The pieces the per-family form data of chart-type-form-data.ts share: Superset's adhoc metric,
// column and filter shapes, the metrics of the example tables, and the case maker.

import type { ChartTypeCase, ExampleTable } from './chart-type-form-data.ts';

export const simple = (aggregate: string, column: string) => ({
  expressionType: 'SIMPLE',
  aggregate,
  column: { column_name: column },
  label: `${aggregate}(${column})`,
  hasCustomLabel: false,
  optionName: `metric_${aggregate.toLowerCase()}_${column}`,
});
const sql = (sqlExpression: string, label: string) => ({
  expressionType: 'SQL',
  sqlExpression,
  label,
  hasCustomLabel: true,
  optionName: `metric_${label}`,
});
export const sqlColumn = (sqlExpression: string, label: string) => ({
  expressionType: 'SQL',
  sqlExpression,
  label,
});
export const timeRange = (subject: string, comparator: string) => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator,
});

export const SUM_SALES = simple('SUM', 'sales');
export const SUM_QUANTITY = simple('SUM', 'quantity');
export const AVG_PRICE = simple('AVG', 'price');
export const ORDER_LINES = sql('COUNT(*)', 'order_lines');
export const SUM_VISITORS = simple('SUM', 'visitors');
export const SUM_SIGNUPS = simple('SUM', 'signups');
export const SUM_REVENUE = simple('SUM', 'revenue');
export const SUM_FLOW = simple('SUM', 'value');
export const YEAR_2025 = '2025-01-01 : 2026-01-01';

/** A case that must show a drawing. */
export const drawing = (table: ExampleTable, params: Record<string, unknown>): ChartTypeCase => ({
  table,
  params,
  expected: 'drawing',
});
