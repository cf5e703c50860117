import type { ColumnRef, MetricRef } from '@sightline/core';
import { ensureArray, getColumnLabel, getMetricLabel, removeDuplicates } from './labels.ts';
import type { OrderByClause, QueryFieldAliases, QueryFormData } from './types.ts';

// Form keys that feed each query field, in concatenation order (docs/query-object.md §1.2). Superset
// walks form data in key order; a fixed order keeps the result independent of how it was parsed.
const BUILTIN_ALIASES: QueryFieldAliases = {
  columns: 'columns',
  groupby: 'groupby',
  all_columns: 'columns',
  series: 'groupby',
  metrics: 'metrics',
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  orderby: 'orderby',
  order_by_cols: 'orderby',
};

/** The columns, metrics and orderby of a base query object. */
export interface QueryFields {
  columns: ColumnRef[];
  /** undefined in raw-records mode. */
  metrics: MetricRef[] | undefined;
  /** undefined when no order is given. */
  orderby: OrderByClause[] | undefined;
}

function parseOrderBy(item: unknown): OrderByClause {
  if (typeof item !== 'string') return item as OrderByClause;
  try {
    return JSON.parse(item) as OrderByClause;
  } catch {
    throw new Error('Found invalid orderby options');
  }
}

/**
 * Gathers columns, metrics and orderby from their form keys and aliases: `query_mode: 'aggregate'`
 * ignores the keys mapping to `columns`, `'raw'` ignores groupby and metric keys; empty column
 * strings are dropped and both lists are de-duplicated by label.
 */
export function extractQueryFields(
  formData: QueryFormData,
  aliases: QueryFieldAliases = {},
): QueryFields {
  const mode = formData.query_mode;
  const columns: ColumnRef[] = [];
  const metrics: MetricRef[] = [];
  const orderby: unknown[] = [];
  for (const [key, target] of Object.entries({ ...BUILTIN_ALIASES, ...aliases })) {
    const value = formData[key];
    if (value === null || value === undefined) continue;
    if (mode === 'aggregate' && target === 'columns') continue;
    if (mode === 'raw' && (target === 'groupby' || target === 'metrics')) continue;
    if (target === 'metrics')
      metrics.push(...ensureArray<MetricRef>(value as MetricRef | MetricRef[]));
    else if (target === 'orderby') orderby.push(...ensureArray<unknown>(value));
    else columns.push(...ensureArray<ColumnRef>(value as ColumnRef | ColumnRef[]));
  }
  return {
    columns: removeDuplicates(
      columns.filter((c) => c !== ''),
      getColumnLabel,
    ),
    metrics: mode === 'raw' ? undefined : removeDuplicates(metrics, getMetricLabel),
    orderby: orderby.length > 0 ? orderby.map(parseOrderBy) : undefined,
  };
}
