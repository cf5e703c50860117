import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useListQueryHistoryQuery } from '../../api/sqllab-api.ts';
import type { QueryHistoryItem } from '../../api/sqllab-api.ts';
import { ListFilterBar } from '../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { OptionFilter } from '../../components/list/OptionFilter.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { useDatabaseOptions } from '../datasets/database-options.ts';
import {
  NO_QUERY_HISTORY_FILTERS,
  QUERY_HISTORY_DEFAULT_SORT,
  QUERY_HISTORY_SORT_COLUMNS,
  QUERY_STATUS_OPTIONS,
  queryHistoryListFilters,
} from './query-history-list-filters.ts';
import type { QueryHistoryFilterState } from './query-history-list-filters.ts';
import { queryHistoryColumns, sqlLabUrlOf } from './QueryHistoryTable.tsx';

/** Every query the user ran: search by SQL, database and state filters, sorting; each openable in a new SQL Lab tab. */
export function QueryHistoryList() {
  const navigate = useNavigate();
  const list = useListPage({
    initialFilters: NO_QUERY_HISTORY_FILTERS,
    toListFilters: queryHistoryListFilters,
    defaultSort: QUERY_HISTORY_DEFAULT_SORT,
    sortColumns: QUERY_HISTORY_SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListQueryHistoryQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const databases = useDatabaseOptions();
  const filters = list.filters;
  const setFilters = (changes: Partial<QueryHistoryFilterState>) =>
    list.setFilters({ ...filters, ...changes });
  const columns = queryHistoryColumns(() => null)
    .filter((column) => column.key !== 'actions')
    .map((column) =>
      String(column.key) in QUERY_HISTORY_SORT_COLUMNS ? { ...column, sorter: true } : column,
    );

  return (
    <ListPage<QueryHistoryItem, QueryHistoryFilterState>
      title="Query history"
      testIds={{ page: 'query-history-page', table: 'query-history-table' }}
      list={list}
      rows={data?.result ?? []}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={
        list.listFilters.length > 0 ? 'No queries match your filters' : 'No queries run yet'
      }
      toolbar={
        <ListFilterBar
          placeholder="Search SQL"
          dataTest="query-history-search"
          onSearch={(search) => setFilters({ search })}
        >
          <OptionFilter
            placeholder="Database"
            dataTest="query-history-database-filter"
            options={databases.options}
            isLoading={databases.isLoading}
            value={filters.databaseId}
            onChange={(databaseId) => setFilters({ databaseId })}
          />
          <OptionFilter
            placeholder="State"
            dataTest="query-history-status-filter"
            options={QUERY_STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
          />
        </ListFilterBar>
      }
      rowName={(row) => row.sql ?? ''}
      rowActions={(row) => (
        <Button
          size="small"
          data-test="history-open"
          onClick={() => void navigate(sqlLabUrlOf(row))}
        >
          Open in SQL Lab
        </Button>
      )}
      columns={columns}
    />
  );
}
