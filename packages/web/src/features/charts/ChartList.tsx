import { useState } from 'react';
import { Button, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { getChartPlugin } from '@sightline/viz';
import { useDeleteChartsMutation, useGetChartFavoriteStatusQuery, useListChartsQuery, useSetChartFavoriteMutation } from '../../api/chart-api.ts';
import type { ChartListItem } from '../../api/chart-api.ts';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { userFullName } from '../../api/user-name.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ListPageHeader } from '../../components/ListPageHeader.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { useChartPermissions } from '../chart/chart-permissions.ts';
import { AddChartModal } from './AddChartModal.tsx';
import { ChartListFilters } from './ChartListFilters.tsx';
import { NO_CHART_FILTERS, SORT_COLUMNS, chartListFilters } from './chart-list-filters.ts';
import { FavoriteStar } from './FavoriteStar.tsx';

const PAGE_SIZE = 25;

type Sort = { column: string; direction: 'asc' | 'desc' };

/** The Charts list: search, filters, sorting, favorites, links to explore, single and bulk delete. */
export function ChartList() {
  const toasts = useToasts();
  const permissions = useChartPermissions();
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState(NO_CHART_FILTERS);
  const [sort, setSort] = useState<Sort>({ column: 'changed_on_delta_humanized', direction: 'desc' });
  const [selected, setSelected] = useState<number[]>([]);
  const [toDelete, setToDelete] = useState<ChartListItem[]>([]);
  const [isAdding, setIsAdding] = useState(false);
  const { data, error, isFetching } = useListChartsQuery({
    page,
    pageSize: PAGE_SIZE,
    orderColumn: sort.column,
    orderDirection: sort.direction,
    filters: chartListFilters(filters),
  });
  const rows = data?.result ?? [];
  const ids = rows.map((r) => r.id);
  const favorites = useGetChartFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetChartFavoriteMutation();
  const [deleteCharts, deleting] = useDeleteChartsMutation();

  const toggleFavorite = async (row: ChartListItem) => {
    try {
      await setFavorite({ id: row.id, isFavorite: !favorites.data?.[row.id] }).unwrap();
    } catch {
      toasts.addDangerToast('An error occurred while starring this chart');
    }
  };
  const confirmDelete = async () => {
    const names = toDelete.map((c) => c.slice_name).join(', ');
    try {
      const { message } = await deleteCharts(toDelete.map((c) => c.id)).unwrap();
      toasts.addSuccessToast(message);
      setSelected((current) => current.filter((id) => !toDelete.some((c) => c.id === id)));
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting ${names}: ${errorMessage(err)}`);
    }
    setToDelete([]);
  };
  const onTableChange: TableProps<ChartListItem>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = one?.columnKey ? SORT_COLUMNS[String(one.columnKey)] : undefined;
    setSort(column && one?.order ? { column, direction: one.order === 'ascend' ? 'asc' : 'desc' } : { column: 'changed_on_delta_humanized', direction: 'desc' });
  };
  const sortOrder = (key: string) => (SORT_COLUMNS[key] === sort.column ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null);

  const columns: TableColumnsType<ChartListItem> = [
    { key: 'favorite', width: 48, render: (_, row) => <FavoriteStar isFavorite={Boolean(favorites.data?.[row.id])} name={row.slice_name} onToggle={() => void toggleFavorite(row)} /> },
    {
      title: 'Name',
      key: 'slice_name',
      sorter: true,
      sortOrder: sortOrder('slice_name'),
      render: (_, row) => (
        <Link to={`/explore/?slice_id=${row.id}`} data-test="chart-link">
          {row.slice_name}
        </Link>
      ),
    },
    { title: 'Type', key: 'viz_type', sorter: true, sortOrder: sortOrder('viz_type'), render: (_, row) => getChartPlugin(row.viz_type)?.metadata.name ?? row.viz_type },
    { title: 'Dataset', key: 'datasource_name_text', sorter: true, sortOrder: sortOrder('datasource_name_text'), render: (_, row) => row.datasource_name_text ?? '' },
    { title: 'Owners', key: 'owners', render: (_, row) => (row.owners ?? []).map(userFullName).filter(Boolean).join(', ') },
    { title: 'Last modified', key: 'changed_on_delta_humanized', sorter: true, sortOrder: sortOrder('changed_on_delta_humanized'), render: (_, row) => row.changed_on_delta_humanized },
    ...(permissions.canWriteChart
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: ChartListItem) => (
              <Tooltip title="Delete">
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.slice_name}`} data-test="chart-delete" onClick={() => setToDelete([row])} />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-test="chart-list">
      <ListPageHeader
        title="Charts"
        actions={
          <Space>
            {permissions.canWriteChart && selected.length > 0 && (
              <Button danger data-test="chart-bulk-delete" onClick={() => setToDelete(rows.filter((r) => selected.includes(r.id)))}>
                Delete selected ({selected.length})
              </Button>
            )}
            {permissions.canWriteChart && (
              <Button type="primary" icon={<PlusOutlined />} data-test="add-chart" onClick={() => setIsAdding(true)}>
                Chart
              </Button>
            )}
          </Space>
        }
      />
      <ChartListFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {error && (
        <ErrorAlert title="Could not fetch all saved charts" message={`Sorry there was an error fetching saved charts: ${errorMessage(error)}`} details={errorDetails(asApiError(error))} />
      )}
      <Table<ChartListItem>
        data-test="chart-list-table"
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        onChange={onTableChange}
        rowSelection={permissions.canWriteChart ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        locale={{ emptyText: chartListFilters(filters).length > 0 ? 'No charts match your filters' : 'No charts yet' }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.count ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
      />
      {isAdding && <AddChartModal onClose={() => setIsAdding(false)} />}
      <ConfirmModal
        open={toDelete.length > 0}
        title={toDelete.length > 1 ? `Delete ${toDelete.length} charts?` : 'Delete chart?'}
        okText="Delete"
        isDanger
        isLoading={deleting.isLoading}
        onOk={confirmDelete}
        onCancel={() => setToDelete([])}
      >
        {toDelete.length > 1 ? 'These charts' : 'The chart'} <strong>{toDelete.map((c) => c.slice_name).join(', ')}</strong> will be removed. This cannot be undone.
      </ConfirmModal>
    </div>
  );
}
