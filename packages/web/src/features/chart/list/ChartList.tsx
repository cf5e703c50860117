import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { getChartMetadata } from '@sightline/viz/metadata';
import {
  useDeleteChartsMutation,
  useGetChartFavoriteStatusQuery,
  useListChartsQuery,
  useSetChartFavoriteMutation,
} from '../../../api/chart-api.ts';
import type { ChartListItem } from '../../../api/chart-api.ts';
import { userFullName } from '../../../api/user-name.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { ChartCard } from './ChartCard.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useChartPermissions } from '../chart-permissions.ts';
import { AddChartModal } from './AddChartModal.tsx';
import { ChartListFilters } from './ChartListFilters.tsx';
import { NO_CHART_FILTERS, SORT_COLUMNS, chartListFilters } from './chart-list-filters.ts';
import { useBundleActions } from '../../../components/import-export/use-bundle-actions.tsx';

const DEFAULT_SORT = { column: 'changed_on_delta_humanized', direction: 'desc' } as const;

/** The Charts list: search, filters, sorting, favorites, links to explore, single and bulk delete. */
export function ChartList() {
  const permissions = useChartPermissions();
  const list = useListPage({
    initialFilters: NO_CHART_FILTERS,
    toListFilters: chartListFilters,
    defaultSort: DEFAULT_SORT,
    sortColumns: SORT_COLUMNS,
  });
  const [isAdding, setIsAdding] = useState(false);
  const { data, error, isFetching, refetch } = useListChartsQuery(list.params);
  const bundle = useBundleActions<ChartListItem>(
    'chart',
    (r) => r.slice_name,
    () => void refetch(),
  );
  const rows = data?.result ?? [];
  const ids = rows.map((r) => r.id);
  const favorites = useGetChartFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetChartFavoriteMutation();
  const [deleteCharts, deleting] = useDeleteChartsMutation();

  return (
    <ListPage<ChartListItem, typeof NO_CHART_FILTERS>
      title="Charts"
      testIds={{
        page: 'chart-list',
        table: 'chart-list-table',
        rowDelete: 'chart-delete',
        bulkDelete: 'chart-bulk-delete',
      }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      errorTitle="Could not fetch all saved charts"
      errorText={(message) => `Sorry there was an error fetching saved charts: ${message}`}
      emptyText={list.listFilters.length > 0 ? 'No charts match your filters' : 'No charts yet'}
      toolbar={<ChartListFilters value={list.filters} onChange={list.setFilters} />}
      rowActions={bundle.exportRow}
      cardView={{
        storageKey: 'sightline.chart-list.view',
        defaultMode: 'card',
        sortOptions: [
          { label: 'Alphabetical', columnKey: 'slice_name', order: 'ascend' },
          { label: 'Recently modified', columnKey: 'changed_on_delta_humanized', order: 'descend' },
          {
            label: 'Least recently modified',
            columnKey: 'changed_on_delta_humanized',
            order: 'ascend',
          },
        ],
        renderCard: (row, parts) => <ChartCard chart={row} {...parts} />,
      }}
      bulkActions={bundle.bulkActions}
      actions={
        <>
          {bundle.importButton}
          {permissions.canWriteChart && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-test="add-chart"
              onClick={() => setIsAdding(true)}
            >
              Chart
            </Button>
          )}
        </>
      }
      favorites={{
        status: favorites.data,
        set: (id, isFavorite) => setFavorite({ id, isFavorite }).unwrap(),
        failureMessage: 'An error occurred while starring this chart',
      }}
      rowName={(row) => row.slice_name}
      noun={{ one: 'chart', many: 'charts' }}
      canDelete={permissions.canWriteChart}
      isDeleting={deleting.isLoading}
      onDelete={async (charts) => (await deleteCharts(charts.map((c) => c.id)).unwrap()).message}
      columns={[
        {
          title: 'Name',
          key: 'slice_name',
          sorter: true,
          render: (_, row) => (
            <Link to={`/explore/?slice_id=${row.id}`} data-test="chart-link">
              {row.slice_name}
            </Link>
          ),
        },
        {
          title: 'Type',
          key: 'viz_type',
          sorter: true,
          render: (_, row) => getChartMetadata(row.viz_type ?? '')?.name ?? row.viz_type,
        },
        {
          title: 'Dataset',
          key: 'datasource_name_text',
          sorter: true,
          render: (_, row) => row.datasource_name_text ?? '',
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
    >
      {isAdding && <AddChartModal onClose={() => setIsAdding(false)} />}
    </ListPage>
  );
}
