import type { QueryFilter } from '@sightline/core';
import type { AdhocFilter } from './form-data.ts';
import type { QueryFormData } from './types.ts';

/** Adhoc-filter operators that take no comparator. */
export const UNARY_OPERATORS: readonly string[] = ['IS NOT NULL', 'IS NULL', 'IS TRUE', 'IS FALSE'];

// Legacy `extra_filters` columns that set query fields instead of filtering (docs/query-object.md §1.3).
const RESERVED_EXTRA_FILTERS: Readonly<Record<string, string>> = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __granularity: 'granularity',
  __time_compare: 'time_compare',
};

/** The filter-related part of a base query object. */
export interface FilterParts {
  filters: QueryFilter[];
  extras: { where: string; having: string; time_grain_sqla?: string };
  applied_time_extras: Record<string, unknown>;
  granularity?: string;
  time_range?: string;
  time_compare?: string;
}

/** A SIMPLE adhoc filter as a query filter `{col, op, val}` (no `val` for unary operators). */
export function convertFilter(filter: AdhocFilter): QueryFilter {
  const op = filter.operator ?? '';
  if (UNARY_OPERATORS.includes(op.toUpperCase())) return { col: filter.subject, op };
  return { col: filter.subject, op, val: filter.comparator };
}

/** Wraps a free-form clause in parentheses; a `--` comment gets a newline so it cannot swallow the ")". */
export function sanitizeClause(clause: string): string {
  return `(${clause.includes('--') ? `${clause}\n` : clause})`;
}

/**
 * Splits legacy extra filters, `extra_form_data` filters and adhoc filters into `filters`,
 * `extras.where` and `extras.having` (docs/query-object.md §1.2): SIMPLE WHERE filters become query
 * filters, SIMPLE HAVING filters are dropped, free-form clauses are parenthesised and ANDed.
 */
export function buildFilterParts(
  formData: QueryFormData,
  appendFilters: QueryFilter[],
  appendAdhocFilters: AdhocFilter[],
): FilterParts {
  const reserved: Record<string, unknown> = {};
  const appliedTimeExtras: Record<string, unknown> = {};
  const filters: QueryFilter[] = [];
  for (const filter of (formData.extra_filters ?? []) as QueryFilter[]) {
    const field = typeof filter.col === 'string' ? RESERVED_EXTRA_FILTERS[filter.col] : undefined;
    if (field) {
      reserved[field] = filter.val;
      appliedTimeExtras[filter.col as string] = filter.val;
    } else {
      filters.push(filter);
    }
  }
  filters.push(...appendFilters);

  const where: string[] =
    typeof formData.where === 'string' && formData.where ? [formData.where] : [];
  const having: string[] = [];
  for (const filter of [...(formData.adhoc_filters ?? []), ...appendAdhocFilters]) {
    if (filter.expressionType === 'SIMPLE') {
      if (filter.clause === 'WHERE') filters.push(convertFilter(filter));
    } else if (filter.clause === 'WHERE') {
      where.push(filter.sqlExpression ?? '');
    } else {
      having.push(filter.sqlExpression ?? '');
    }
  }

  const grain =
    (reserved.time_grain_sqla as string | undefined) || formData.time_grain_sqla || undefined;
  const granularity =
    (reserved.granularity_sqla as string | undefined) ||
    (formData.granularity as string | undefined) ||
    formData.granularity_sqla ||
    undefined;
  const parts: FilterParts = {
    filters,
    extras: {
      ...(grain ? { time_grain_sqla: grain } : {}),
      having: having.map(sanitizeClause).join(' AND '),
      where: where.map(sanitizeClause).join(' AND '),
    },
    applied_time_extras: appliedTimeExtras,
  };
  if (granularity) parts.granularity = granularity;
  if (reserved.time_range !== undefined) parts.time_range = reserved.time_range as string;
  if (reserved.time_compare !== undefined) parts.time_compare = reserved.time_compare as string;
  return parts;
}
