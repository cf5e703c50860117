import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../api/api-slice.ts';
import {
  useCreateDashboardMutation,
  useDeleteDashboardsMutation,
  useGetDashboardFavoriteStatusQuery,
  useListDashboardsQuery,
  useSetDashboardFavoriteMutation,
} from '../../../api/dashboard-api.ts';
import type { DashboardListItem } from '../../../api/dashboard-api.ts';
import { userFullName } from '../../../api/user-name.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { DashboardCard } from './DashboardCard.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import { useDashboardPermissions } from '../dashboard-permissions.ts';
import { DashboardListFilters } from './DashboardListFilters.tsx';
import {
  DASHBOARD_SORT_COLUMNS,
  NO_DASHBOARD_FILTERS,
  dashboardListFilters,
} from './dashboard-list-filters.ts';
import { useBundleActions } from '../../../components/import-export/use-bundle-actions.tsx';

const DEFAULT_SORT = { column: 'changed_on_delta_humanized', direction: 'desc' } as const;

/** The Dashboards list: search, filters, sorting, favorites, status, create, single and bulk delete. */
export function DashboardList() {
  const toasts = useToasts();
  const navigate = useNavigate();
  const permissions = useDashboardPermissions();
  const list = useListPage({
    initialFilters: NO_DASHBOARD_FILTERS,
    toListFilters: dashboardListFilters,
    defaultSort: DEFAULT_SORT,
    sortColumns: DASHBOARD_SORT_COLUMNS,
  });
  const { data, error, isFetching, refetch } = useListDashboardsQuery(list.params);
  const bundle = useBundleActions<DashboardListItem>(
    'dashboard',
    (r) => r.dashboard_title,
    () => void refetch(),
  );
  const rows = data?.result ?? [];
  const ids = rows.map((r) => r.id);
  const favorites = useGetDashboardFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetDashboardFavoriteMutation();
  const [deleteDashboards, deleting] = useDeleteDashboardsMutation();
  const [createDashboard, creating] = useCreateDashboardMutation();

  const create = async () => {
    try {
      const { id } = await createDashboard({ dashboard_title: '[ untitled dashboard ]' }).unwrap();
      navigate(`/superset/dashboard/${id}/?edit=true`);
    } catch (err) {
      toasts.addDangerToast(
        `Sorry, there was an error saving this dashboard: ${errorMessage(err)}`,
      );
    }
  };

  return (
    <ListPage<DashboardListItem, typeof NO_DASHBOARD_FILTERS>
      title="Dashboards"
      testIds={{
        page: 'dashboard-list',
        table: 'dashboard-list-table',
        rowDelete: 'dashboard-delete',
        bulkDelete: 'dashboard-bulk-delete',
      }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      errorTitle="Could not fetch dashboards"
      emptyText={
        list.listFilters.length > 0 ? 'No dashboards match your filters' : 'No dashboards yet'
      }
      toolbar={<DashboardListFilters value={list.filters} onChange={list.setFilters} />}
      rowActions={bundle.exportRow}
      cardView={{
        storageKey: 'sightline.dashboard-list.view',
        defaultMode: 'card',
        sortOptions: [
          { label: 'Alphabetical', columnKey: 'dashboard_title', order: 'ascend' },
          { label: 'Recently modified', columnKey: 'changed_on_delta_humanized', order: 'descend' },
          {
            label: 'Least recently modified',
            columnKey: 'changed_on_delta_humanized',
            order: 'ascend',
          },
        ],
        renderCard: (row, parts) => <DashboardCard dashboard={row} {...parts} />,
      }}
      bulkActions={bundle.bulkActions}
      actions={
        <>
          {bundle.importButton}
          {permissions.canWrite && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-test="add-dashboard"
              loading={creating.isLoading}
              onClick={() => void create()}
            >
              Dashboard
            </Button>
          )}
        </>
      }
      favorites={{
        status: favorites.data,
        set: (id, isFavorite) => setFavorite({ id, isFavorite }).unwrap(),
        failureMessage: 'There was an issue favoriting this dashboard.',
      }}
      rowName={(row) => row.dashboard_title}
      noun={{ one: 'dashboard', many: 'dashboards' }}
      canDelete={permissions.canWrite}
      isDeleting={deleting.isLoading}
      onDelete={async (dashboards) =>
        (await deleteDashboards(dashboards.map((d) => d.id)).unwrap()).message
      }
      columns={[
        {
          title: 'Name',
          key: 'dashboard_title',
          sorter: true,
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
          render: (_, row) => (
            <Tag color={row.published ? 'green' : undefined} data-test="dashboard-status">
              {row.published ? 'Published' : 'Draft'}
            </Tag>
          ),
        },
        {
          title: 'Owners',
          key: 'owners',
          render: (_, row) => (row.owners ?? []).map(userFullName).filter(Boolean).join(', '),
        },
        {
          title: 'Last modified',
          key: 'changed_on_delta_humanized',
          sorter: true,
          render: (_, row) => row.changed_on_delta_humanized,
        },
      ]}
    />
  );
}
