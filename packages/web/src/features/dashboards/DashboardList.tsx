import { useState } from 'react';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import {
  useCreateDashboardMutation, useDeleteDashboardsMutation, useGetDashboardFavoriteStatusQuery, useListDashboardsQuery,
  useSetDashboardFavoriteMutation,
} from '../../api/dashboard-api.ts';
import type { DashboardListItem } from '../../api/dashboard-api.ts';
import { errorDetails } from '../../api/error-details.ts';
import { userFullName } from '../../api/user-name.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ListPageHeader } from '../../components/ListPageHeader.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { FavoriteStar } from '../charts/FavoriteStar.tsx';
import { useDashboardPermissions } from '../dashboard/dashboard-permissions.ts';
import { DashboardListFilters } from './DashboardListFilters.tsx';
import { DASHBOARD_SORT_COLUMNS, NO_DASHBOARD_FILTERS, dashboardListFilters } from './dashboard-list-filters.ts';

const PAGE_SIZE = 25;
const DEFAULT_SORT = { column: 'changed_on_delta_humanized', direction: 'desc' as const };

type Sort = { column: string; direction: 'asc' | 'desc' };

/** The Dashboards list: search, filters, sorting, favorites, status, create, single and bulk delete. */
export function DashboardList() {
  const toasts = useToasts();
  const navigate = useNavigate();
  const permissions = useDashboardPermissions();
  const [page, setPage] = useState(0);
  const [filters, setFilters] = useState(NO_DASHBOARD_FILTERS);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [selected, setSelected] = useState<number[]>([]);
  const [toDelete, setToDelete] = useState<DashboardListItem[]>([]);
  const { data, error, isFetching } = useListDashboardsQuery({
    page,
    pageSize: PAGE_SIZE,
    orderColumn: sort.column,
    orderDirection: sort.direction,
    filters: dashboardListFilters(filters),
  });
  const rows = data?.result ?? [];
  const ids = rows.map((r) => r.id);
  const favorites = useGetDashboardFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetDashboardFavoriteMutation();
  const [deleteDashboards, deleting] = useDeleteDashboardsMutation();
  const [createDashboard, creating] = useCreateDashboardMutation();

  const toggleFavorite = async (row: DashboardListItem) => {
    try {
      await setFavorite({ id: row.id, isFavorite: !favorites.data?.[row.id] }).unwrap();
    } catch {
      toasts.addDangerToast('There was an issue favoriting this dashboard.');
    }
  };
  const create = async () => {
    try {
      const { id } = await createDashboard({ dashboard_title: '[ untitled dashboard ]' }).unwrap();
      navigate(`/superset/dashboard/${id}/?edit=true`);
    } catch (err) {
      toasts.addDangerToast(`Sorry, there was an error saving this dashboard: ${errorMessage(err)}`);
    }
  };
  const confirmDelete = async () => {
    const names = toDelete.map((d) => d.dashboard_title).join(', ');
    try {
      const { message } = await deleteDashboards(toDelete.map((d) => d.id)).unwrap();
      toasts.addSuccessToast(message);
      setSelected((current) => current.filter((id) => !toDelete.some((d) => d.id === id)));
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting ${names}: ${errorMessage(err)}`);
    }
    setToDelete([]);
  };
  const onTableChange: TableProps<DashboardListItem>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = one?.columnKey ? DASHBOARD_SORT_COLUMNS[String(one.columnKey)] : undefined;
    setSort(column && one?.order ? { column, direction: one.order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORT);
  };
  const sortOrder = (key: string) => (DASHBOARD_SORT_COLUMNS[key] === sort.column ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null);

  const columns: TableColumnsType<DashboardListItem> = [
    {
      key: 'favorite',
      width: 48,
      render: (_, row) => <FavoriteStar isFavorite={Boolean(favorites.data?.[row.id])} name={row.dashboard_title} onToggle={() => void toggleFavorite(row)} />,
    },
    {
      title: 'Name',
      key: 'dashboard_title',
      sorter: true,
      sortOrder: sortOrder('dashboard_title'),
      render: (_, row) => (
        <Link to={row.url} data-test="dashboard-link">
          {row.dashboard_title || '[ untitled dashboard ]'}
        </Link>
      ),
    },
    {
      title: 'Status',
      key: 'published',
      sorter: true,
      sortOrder: sortOrder('published'),
      render: (_, row) => (
        <Tag color={row.published ? 'green' : undefined} data-test="dashboard-status">
          {row.published ? 'Published' : 'Draft'}
        </Tag>
      ),
    },
    { title: 'Owners', key: 'owners', render: (_, row) => (row.owners ?? []).map(userFullName).filter(Boolean).join(', ') },
    { title: 'Last modified', key: 'changed_on_delta_humanized', sorter: true, sortOrder: sortOrder('changed_on_delta_humanized'), render: (_, row) => row.changed_on_delta_humanized },
    ...(permissions.canWrite
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, row: DashboardListItem) => (
              <Tooltip title="Delete">
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.dashboard_title}`} data-test="dashboard-delete" onClick={() => setToDelete([row])} />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-test="dashboard-list">
      <ListPageHeader
        title="Dashboards"
        actions={
          <Space>
            {permissions.canWrite && selected.length > 0 && (
              <Button danger data-test="dashboard-bulk-delete" onClick={() => setToDelete(rows.filter((r) => selected.includes(r.id)))}>
                Delete selected ({selected.length})
              </Button>
            )}
            {permissions.canWrite && (
              <Button type="primary" icon={<PlusOutlined />} data-test="add-dashboard" loading={creating.isLoading} onClick={() => void create()}>
                Dashboard
              </Button>
            )}
          </Space>
        }
      />
      <DashboardListFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {error && <ErrorAlert title="Could not fetch dashboards" message={errorMessage(error)} details={errorDetails(asApiError(error))} />}
      <Table<DashboardListItem>
        data-test="dashboard-list-table"
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={rows}
        onChange={onTableChange}
        rowSelection={permissions.canWrite ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        locale={{ emptyText: dashboardListFilters(filters).length > 0 ? 'No dashboards match your filters' : 'No dashboards yet' }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.count ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
      />
      <ConfirmModal
        open={toDelete.length > 0}
        title={toDelete.length > 1 ? `Delete ${toDelete.length} dashboards?` : 'Delete dashboard?'}
        okText="Delete"
        isDanger
        isLoading={deleting.isLoading}
        onOk={confirmDelete}
        onCancel={() => setToDelete([])}
      >
        {toDelete.length > 1 ? 'These dashboards' : 'The dashboard'} <strong>{toDelete.map((d) => d.dashboard_title).join(', ')}</strong> will be removed. This cannot be undone.
      </ConfirmModal>
    </div>
  );
}
