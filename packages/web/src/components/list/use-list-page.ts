import { useState } from 'react';
import type { Key } from 'react';
import { useSearchParams } from 'react-router';
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

/** What a list page reads and changes: its page, filters and sort, and the request they make. Page and sort live in the URL. */
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
  onTableChange(
    pagination: unknown,
    filters: unknown,
    sorter: ListSortChange | ListSortChange[],
  ): void;
  /** antd's sortOrder of the column with this key. */
  sortOrder(columnKey: string): 'ascend' | 'descend' | null;
}

/** The part of antd's sorter result a list reads. */
export interface ListSortChange {
  columnKey?: Key;
  order?: 'ascend' | 'descend' | null;
}

const NO_SORT_COLUMNS: Record<string, string> = {};

/** The URL parameters of a list's page (0-based) and order, named as Superset's list views name them. */
export const LIST_URL_PARAMS = {
  page: 'pageIndex',
  sortColumn: 'sortColumn',
  sortOrder: 'sortOrder',
} as const;

/** The page in the URL; 0 when absent or not a whole number. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(LIST_URL_PARAMS.page) ?? 0);
  return Number.isSafeInteger(page) && page > 0 ? page : 0;
}

/** The order in the URL when it names a sortable column, else the default. */
function sortOf(
  params: URLSearchParams,
  sortColumns: Record<string, string>,
  defaultSort: ListSort,
): ListSort {
  const column = params.get(LIST_URL_PARAMS.sortColumn);
  const direction = params.get(LIST_URL_PARAMS.sortOrder);
  const isKnown = column !== null && Object.values(sortColumns).includes(column);
  return isKnown && (direction === 'asc' || direction === 'desc')
    ? { column, direction }
    : defaultSort;
}

/**
 * Page, filter and sort state of a server-paginated list, and the request parameters they make.
 * Page and sort are kept in the URL (`?pageIndex=2&sortColumn=...&sortOrder=asc`, replacing the
 * history entry), so a reload or a shared link opens the same page; the defaults leave the URL bare.
 */
export function useListPage<Filters>({
  initialFilters,
  toListFilters,
  defaultSort,
  sortColumns = NO_SORT_COLUMNS,
  pageSize = 25,
}: ListPageOptions<Filters>): ListPageState<Filters> {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilterState] = useState(initialFilters);
  const page = pageOf(searchParams);
  const sort = sortOf(searchParams, sortColumns, defaultSort);
  const listFilters = toListFilters(filters);
  const setUrl = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const setPage = (next: number) =>
    setUrl({ [LIST_URL_PARAMS.page]: next > 0 ? String(next) : null });
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
    params: {
      page,
      pageSize,
      orderColumn: sort.column,
      orderDirection: sort.direction,
      filters: listFilters,
    },
    onTableChange: (_pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = one?.columnKey ? sortColumns[String(one.columnKey)] : undefined;
      const next: ListSort =
        column && one?.order
          ? { column, direction: one.order === 'ascend' ? 'asc' : 'desc' }
          : defaultSort;
      if (next.column === sort.column && next.direction === sort.direction) return;
      const isDefault =
        next.column === defaultSort.column && next.direction === defaultSort.direction;
      setUrl({
        [LIST_URL_PARAMS.sortColumn]: isDefault ? null : next.column,
        [LIST_URL_PARAMS.sortOrder]: isDefault ? null : next.direction,
      });
    },
    sortOrder: (columnKey) =>
      sortColumns[columnKey] === sort.column
        ? sort.direction === 'asc'
          ? 'ascend'
          : 'descend'
        : null,
  };
}
