import { useState } from 'react';
import type { Key } from 'react';
import type { ListFilter } from '@sightline/core';
import type { ListParams } from '../../api/list-query.ts';

/** The order a list asks the server for. */
export interface ListSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface ListPageOptions<Filters> {
  /** The filters before the user sets any. */
  initialFilters: Filters;
  /** The rison filters the list endpoint receives for the current filters. */
  toListFilters(filters: Filters): ListFilter[];
  /** The order when no column header is sorted. */
  defaultSort: ListSort;
  /** Sortable table column keys and the order column each asks the server for. */
  sortColumns?: Record<string, string>;
  pageSize?: number;
}

/** What a list page reads and changes: its page, filters and sort, and the request they make. */
export interface ListPageState<Filters> {
  page: number;
  pageSize: number;
  filters: Filters;
  /** Sets the filters and goes back to the first page. */
  setFilters(filters: Filters): void;
  setPage(page: number): void;
  /** The rison filters of the current filters; empty when none is set. */
  listFilters: ListFilter[];
  /** The parameters of the list request. */
  params: ListParams;
  /** The table's onChange: a sorted column header sets the order, an unsorted one restores the default. */
  onTableChange(pagination: unknown, filters: unknown, sorter: ListSortChange | ListSortChange[]): void;
  /** antd's sortOrder of the column with this key. */
  sortOrder(columnKey: string): 'ascend' | 'descend' | null;
}

/** The part of antd's sorter result a list reads. */
export interface ListSortChange {
  columnKey?: Key;
  order?: 'ascend' | 'descend' | null;
}

const NO_SORT_COLUMNS: Record<string, string> = {};

/** Page, filter and sort state of a server-paginated list, and the request parameters they make. */
export function useListPage<Filters>({
  initialFilters,
  toListFilters,
  defaultSort,
  sortColumns = NO_SORT_COLUMNS,
  pageSize = 25,
}: ListPageOptions<Filters>): ListPageState<Filters> {
  const [page, setPage] = useState(0);
  const [filters, setFilterState] = useState(initialFilters);
  const [sort, setSort] = useState(defaultSort);
  const listFilters = toListFilters(filters);
  return {
    page,
    pageSize,
    filters,
    setFilters: (next) => {
      setFilterState(next);
      setPage(0);
    },
    setPage,
    listFilters,
    params: { page, pageSize, orderColumn: sort.column, orderDirection: sort.direction, filters: listFilters },
    onTableChange: (_pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = one?.columnKey ? sortColumns[String(one.columnKey)] : undefined;
      const next: ListSort = column && one?.order ? { column, direction: one.order === 'ascend' ? 'asc' : 'desc' } : defaultSort;
      setSort((current) => (current.column === next.column && current.direction === next.direction ? current : next));
    },
    sortOrder: (columnKey) => (sortColumns[columnKey] === sort.column ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null),
  };
}
