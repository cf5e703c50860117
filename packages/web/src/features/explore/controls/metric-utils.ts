import type { AGGREGATES, AdhocMetric, MetricRef } from '@sightline/core';
import type { DatasourceColumn, ExploreDatasource } from '../../../api/explore-api.ts';

export type Aggregate = (typeof AGGREGATES)[number];

/**
 * A SQL metric expression that reads as a simple aggregate (docs/charts.md §5): an optional LONG,
 * DOUBLE or FLOAT prefix, then SUM, AVG, MAX, MIN or COUNT with parentheses.
 */
export const METRIC_EXPRESSION_PATTERN =
  /^(LONG|DOUBLE|FLOAT)?(SUM|AVG|MAX|MIN|COUNT)\(([A-Z0-9_."]*)\)$/i;

/** The aggregate and column of a simple SQL metric expression, or null when it is not one. */
export function parseMetricExpression(
  sql: string,
): { aggregate: Aggregate; column: string } | null {
  const match = METRIC_EXPRESSION_PATTERN.exec(sql.trim());
  if (!match) return null;
  return { aggregate: match[2]!.toUpperCase() as Aggregate, column: match[3]!.replace(/"/g, '') };
}

let optionSeq = 0;
function optionName(): string {
  optionSeq += 1;
  return `metric_${Date.now().toString(36)}_${optionSeq}`;
}

/** A SIMPLE ad hoc metric; its label is `AGG(column)` unless a custom one is given. */
export function simpleMetric(
  column: Pick<DatasourceColumn, 'column_name' | 'type'>,
  aggregate: Aggregate,
  label?: string,
): AdhocMetric {
  const hasCustomLabel = Boolean(label && label.trim());
  return {
    expressionType: 'SIMPLE',
    column: { column_name: column.column_name, ...(column.type ? { type: column.type } : {}) },
    aggregate,
    label: hasCustomLabel ? label!.trim() : `${aggregate}(${column.column_name})`,
    hasCustomLabel,
    optionName: optionName(),
  };
}

/** A custom SQL ad hoc metric; its label is the SQL unless a custom one is given. */
export function sqlMetric(sqlExpression: string, label?: string): AdhocMetric {
  const hasCustomLabel = Boolean(label && label.trim());
  return {
    expressionType: 'SQL',
    sqlExpression,
    label: hasCustomLabel ? label!.trim() : sqlExpression,
    hasCustomLabel,
    optionName: optionName(),
  };
}

/** The aggregate a dropped column gets: SUM for numbers, COUNT_DISTINCT otherwise. */
export function defaultAggregateFor(column: DatasourceColumn): Aggregate {
  return column.type_generic === 0 ? 'SUM' : 'COUNT_DISTINCT';
}

function aggregateSql(aggregate: string, column: string): string {
  return aggregate === 'COUNT_DISTINCT' ? `COUNT(DISTINCT ${column})` : `${aggregate}(${column})`;
}

/** The SQL of a metric reference (a saved metric's expression, an ad hoc metric's SQL). */
export function metricSql(metric: MetricRef, datasource: ExploreDatasource | null): string {
  if (typeof metric === 'string')
    return datasource?.metrics.find((m) => m.metric_name === metric)?.expression ?? metric;
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  return aggregateSql(metric.aggregate ?? 'COUNT', metric.column?.column_name ?? '*');
}
