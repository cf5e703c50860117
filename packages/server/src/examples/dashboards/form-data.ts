// Superset's adhoc metric, column and filter shapes, used by the example charts' form data.

/**
 * A SIMPLE adhoc metric: `AGG(column)`, labelled as Superset labels it or with a custom label. Custom
 * labels never equal a column name in any case: DuckDB resolves names case-insensitively.
 */
export const simple = (aggregate: string, column: string, label?: string) => ({
  expressionType: 'SIMPLE',
  aggregate,
  column: { column_name: column },
  label: label ?? `${aggregate}(${column})`,
  hasCustomLabel: label !== undefined,
  optionName: `metric_${aggregate.toLowerCase()}_${column}`,
});

/** A SQL adhoc metric with its own label. */
export const sqlMetric = (sqlExpression: string, label: string) => ({
  expressionType: 'SQL',
  sqlExpression,
  label,
  hasCustomLabel: true,
  optionName: `metric_${label}`,
});

/** A SQL adhoc column (an expression with a label). */
export const sqlColumn = (sqlExpression: string, label: string) => ({
  expressionType: 'SQL',
  sqlExpression,
  label,
});

/** The TEMPORAL_RANGE adhoc filter Superset saves for a chart's time range. */
export const timeRange = (subject: string, comparator: string) => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator,
});

/** An equality adhoc filter. */
export const equals = (subject: string, comparator: string) => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject,
  operator: '==',
  comparator,
});

export const SUM_SALES = simple('SUM', 'sales', 'Total sales');
export const SUM_QUANTITY = simple('SUM', 'quantity', 'Units sold');
export const AVG_PRICE = simple('AVG', 'price', 'Average price');
export const ORDER_LINES = sqlMetric('COUNT(*)', 'Order lines');
export const ORDERS = sqlMetric('COUNT(DISTINCT order_id)', 'Orders');
export const SUM_VISITORS = simple('SUM', 'visitors', 'Total visitors');
export const SUM_SIGNUPS = simple('SUM', 'signups', 'Total signups');
export const SUM_REVENUE = simple('SUM', 'revenue', 'Total revenue');
export const SUM_FLOW = simple('SUM', 'value', 'Energy (quads)');
export const SUM_POPULATION = simple('SUM', 'population', 'Total population');
export const SUM_GDP = simple('SUM', 'gdp_usd', 'GDP (USD)');
export const AVG_LIFE = simple('AVG', 'life_expectancy', 'Life expectancy');

/** The examples' sales run from 2023 to 2025: the last full year. */
export const YEAR_2025 = '2025-01-01 : 2026-01-01';
export const LAST_TWO_YEARS = '2024-01-01 : 2026-01-01';
