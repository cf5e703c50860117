import { encodeRison } from '@sightline/core';
import type { ListFilter, ListQuery } from '@sightline/core';

/** Builds `?q=<rison>` for a list endpoint (docs/api.md §1.5). */
export function risonQuery(query: object): string {
  return `?q=${encodeURIComponent(encodeRison(query))}`;
}

export interface ListParams {
  page: number;
  pageSize: number;
  orderColumn?: string;
  orderDirection?: 'asc' | 'desc';
  filters?: ListFilter[];
}

/** The generic list `q` object; empty filter lists are left out. */
export function listQuery(params: ListParams): ListQuery {
  const q: ListQuery = {};
  if (params.filters && params.filters.length > 0) q.filters = params.filters;
  if (params.orderColumn) q.order_column = params.orderColumn;
  if (params.orderDirection) q.order_direction = params.orderDirection;
  q.page = params.page;
  q.page_size = params.pageSize;
  return q;
}
