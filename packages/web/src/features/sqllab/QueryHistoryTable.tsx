import { useState } from 'react';
import type { ReactNode } from 'react';
import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ListFilter } from '@sightline/core';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { useListQueryHistoryQuery } from '../../api/sqllab-api.ts';
import type { QueryHistoryItem } from '../../api/sqllab-api.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';

const PAGE_SIZE = 25;

/** The address that opens a past query in a new SQL Lab tab. */
export function sqlLabUrlOf(q: Pick<QueryHistoryItem, 'sql' | 'database' | 'schema'>): string {
  const params = new URLSearchParams({
    dbid: String(q.database.id),
    sql: q.sql ?? '',
    ...(q.schema ? { schema: q.schema } : {}),
  });
  return `/sqllab/?${params.toString()}`;
}

function when(ms: number | null | undefined): string {
  return ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 19) : '';
}

/** The columns of a query history table; `actions` fills the last one. */
export function queryHistoryColumns(
  actions: (row: QueryHistoryItem) => ReactNode,
): TableColumnsType<QueryHistoryItem> {
  return [
    {
      title: 'State',
      key: 'status',
      width: 90,
      render: (_, r) => (
        <Tag color={r.status === 'success' ? 'green' : r.status === 'failed' ? 'red' : 'blue'}>
          {r.status}
        </Tag>
      ),
    },
    { title: 'Started', key: 'start_time', width: 170, render: (_, r) => when(r.start_time) },
    { title: 'Database', key: 'database', width: 120, render: (_, r) => r.database?.database_name },
    { title: 'Tab', key: 'tab_name', width: 140, render: (_, r) => r.tab_name ?? '' },
    { title: 'Rows', key: 'rows', width: 80, render: (_, r) => r.rows ?? '' },
    {
      title: 'SQL',
      key: 'sql',
      render: (_, r) => (
        <Typography.Text
          code
          ellipsis={{ tooltip: r.sql }}
          style={{ maxWidth: 420 }}
          data-test="query-history-sql"
        >
          {r.sql}
        </Typography.Text>
      ),
    },
    { title: 'Actions', key: 'actions', width: 200, render: (_, r) => actions(r) },
  ];
}

/** The query history of one SQL Lab tab (GET /api/v1/query/), newest first, with caller-provided actions per row. */
export function QueryHistoryTable({
  filters,
  actions,
  pageSize = PAGE_SIZE,
}: {
  filters: ListFilter[];
  actions: (row: QueryHistoryItem) => ReactNode;
  pageSize?: number;
}) {
  const [page, setPage] = useState(0);
  const { data, error, isFetching } = useListQueryHistoryQuery(
    { page, pageSize, orderColumn: 'changed_on', orderDirection: 'desc', filters },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <>
      {error && (
        <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />
      )}
      <Table<QueryHistoryItem>
        data-test="query-history-table"
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.result ?? []}
        locale={{ emptyText: 'No queries run yet' }}
        pagination={{
          current: page + 1,
          pageSize,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
        columns={queryHistoryColumns(actions)}
      />
    </>
  );
}
