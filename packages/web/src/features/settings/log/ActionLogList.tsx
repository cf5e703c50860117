import type { ListFilter } from '@sightline/core';
import { ListFilterBar } from '../../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useListLogsQuery } from './log-api.ts';
import type { LogItem } from './log-api.ts';

type Row = Partial<LogItem> & { id: number };

const toListFilters = (search: string): ListFilter[] =>
  search ? [{ col: 'action', opr: 'ct', value: search }] : [];

const SORT_COLUMNS: Record<string, string> = {
  action: 'action',
  dttm: 'dttm',
  user: 'user.username',
  dashboard_id: 'dashboard_id',
  slice_id: 'slice_id',
  duration_ms: 'duration_ms',
};

/** Settings > Action Log: what users did, newest first, searchable by action (read only). */
export function ActionLogList() {
  const list = useListPage<string>({
    initialFilters: '',
    toListFilters,
    defaultSort: { column: 'dttm', direction: 'desc' },
    sortColumns: SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListLogsQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const rows: Row[] = (data?.result ?? []).map((r, i) => ({
    ...r,
    id: Number(data?.ids?.[i] ?? i),
  }));
  return (
    <ListPage<Row, string>
      title="Action Log"
      testIds={{ page: 'action-log-list', table: 'action-log-table' }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={list.filters ? 'No actions match' : 'No actions logged yet'}
      toolbar={
        <ListFilterBar
          dataTest="action-log-search"
          placeholder="Search by action"
          onSearch={list.setFilters}
        />
      }
      rowName={(row) => row.action ?? ''}
      columns={[
        { title: 'Action', key: 'action', sorter: true, render: (_, r) => r.action ?? '' },
        { title: 'User', key: 'user', sorter: true, render: (_, r) => r.user?.username ?? '' },
        { title: 'Time', key: 'dttm', sorter: true, render: (_, r) => r.dttm ?? '' },
        {
          title: 'Dashboard',
          key: 'dashboard_id',
          sorter: true,
          render: (_, r) => r.dashboard_id ?? '',
        },
        { title: 'Chart', key: 'slice_id', sorter: true, render: (_, r) => r.slice_id ?? '' },
        {
          title: 'Duration (ms)',
          key: 'duration_ms',
          sorter: true,
          render: (_, r) => r.duration_ms ?? '',
        },
        {
          title: 'Details',
          key: 'json',
          render: (_, r) => (
            <code style={{ fontSize: 12, wordBreak: 'break-all' }}>
              {(r.json ?? '').slice(0, 200)}
            </code>
          ),
        },
      ]}
    />
  );
}
