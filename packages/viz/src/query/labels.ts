import { columnLabel, metricLabel, type ColumnRef, type MetricRef } from '@sightline/core';

/** Wraps a value in an array: undefined and null give [], arrays are returned as they are. */
export function ensureArray<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/** Keeps the first item of every label. */
export function removeDuplicates<T>(items: readonly T[], label: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = label(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Label of a metric reference (saved name, custom label, SQL text or `AGG(column)`). */
export function getMetricLabel(metric: MetricRef): string {
  return metricLabel(metric);
}

/** Label of a column reference (name, or an adhoc column's label / SQL text). */
export function getColumnLabel(column: ColumnRef): string {
  return columnLabel(column);
}

/** True for a usable metric reference: a non-empty saved-metric name or a SIMPLE / SQL adhoc metric. */
export function isValidMetric(value: unknown): value is MetricRef {
  if (typeof value === 'string') return value !== '';
  if (typeof value !== 'object' || value === null) return false;
  const { expressionType } = value as { expressionType?: unknown };
  return expressionType === 'SIMPLE' || expressionType === 'SQL';
}
