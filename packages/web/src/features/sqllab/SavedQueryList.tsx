import { Button, Tooltip, Typography } from 'antd';
import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useDeleteSavedQueryMutation, useListSavedQueriesQuery } from '../../api/sqllab-api.ts';
import type { SavedQueryItem } from '../../api/sqllab-api.ts';
import { copyTextToClipboard } from '../../components/clipboard.ts';
import { deleteRowsOneByOne } from '../../components/list/delete-rows.ts';
import { ListFilterBar } from '../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { OptionFilter } from '../../components/list/OptionFilter.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { useDatabaseOptions } from '../datasets/database-options.ts';
import {
  NO_SAVED_QUERY_FILTERS,
  SAVED_QUERY_DEFAULT_SORT,
  SAVED_QUERY_SORT_COLUMNS,
  savedQueryListFilters,
} from './saved-query-list-filters.ts';
import type { SavedQueryFilterState } from './saved-query-list-filters.ts';
import { useBundleActions } from '../../components/import-export/use-bundle-actions.tsx';

/** The SQL Lab address of a saved query (docs/api.md §2.14). */
export function savedQueryUrl(id: number): string {
  return `/sqllab/?savedQueryId=${id}`;
}

/** Saved queries: search, database filter, sorting, open in SQL Lab, copy a share link, single and bulk delete. */
export function SavedQueryList() {
  const toasts = useToasts();
  const list = useListPage({
    initialFilters: NO_SAVED_QUERY_FILTERS,
    toListFilters: savedQueryListFilters,
    defaultSort: SAVED_QUERY_DEFAULT_SORT,
    sortColumns: SAVED_QUERY_SORT_COLUMNS,
  });
  const { data, error, isFetching, refetch } = useListSavedQueriesQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const bundle = useBundleActions<SavedQueryItem>(
    'saved_query',
    (r) => r.label,
    () => void refetch(),
  );
  const [deleteQuery, deleting] = useDeleteSavedQueryMutation();
  const databases = useDatabaseOptions();
  const filters = list.filters;
  const setFilters = (changes: Partial<SavedQueryFilterState>) =>
    list.setFilters({ ...filters, ...changes });

  const share = async (row: SavedQueryItem) => {
    const url = `${window.location.origin}${savedQueryUrl(row.id)}`;
    try {
      await copyTextToClipboard(url);
      toasts.addSuccessToast('Link Copied!');
    } catch {
      toasts.addDangerToast('Sorry, your browser does not support copying.');
    }
  };

  return (
    <ListPage<SavedQueryItem, SavedQueryFilterState>
      title="Saved queries"
      testIds={{
        page: 'saved-query-list',
        table: 'saved-query-table',
        rowDelete: 'saved-query-delete',
        bulkDelete: 'saved-query-bulk-delete',
      }}
      list={list}
      rows={data?.result ?? []}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={
        list.listFilters.length > 0 ? 'No saved queries match your filters' : 'No saved queries yet'
      }
      toolbar={
        <ListFilterBar
          placeholder="Search by name, schema, description or SQL"
          dataTest="saved-query-search"
          onSearch={(search) => setFilters({ search })}
        >
          <OptionFilter
            placeholder="Database"
            dataTest="saved-query-database-filter"
            options={databases.options}
            isLoading={databases.isLoading}
            value={filters.databaseId}
            onChange={(databaseId) => setFilters({ databaseId })}
          />
        </ListFilterBar>
      }
      actions={
        <>
          {bundle.importButton}
          <Link to="/sqllab/">
            <Button type="primary" icon={<PlusOutlined />}>
              Query
            </Button>
          </Link>
        </>
      }
      rowName={(row) => row.label}
      noun={{ one: 'saved query', many: 'saved queries' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={(rows) =>
        deleteRowsOneByOne(
          rows,
          (row) => deleteQuery(row.id).unwrap(),
          (row) => row.label,
          'saved queries',
        )
      }
      bulkActions={bundle.bulkActions}
      rowActions={(row) => (
        <>
          {bundle.exportRow(row)}
          <Tooltip title="Copy query URL">
            <Button
              type="text"
              size="small"
              icon={<LinkOutlined />}
              aria-label={`Share ${row.label}`}
              onClick={() => void share(row)}
            />
          </Tooltip>
        </>
      )}
      columns={[
        {
          title: 'Name',
          key: 'label',
          sorter: true,
          render: (_, r) => (
            <Link to={savedQueryUrl(r.id)} data-test="saved-query-link">
              {r.label}
            </Link>
          ),
        },
        {
          title: 'Database',
          key: 'database',
          sorter: true,
          render: (_, r) => r.database?.database_name ?? '',
        },
        { title: 'Schema', key: 'schema', sorter: true, render: (_, r) => r.schema ?? '' },
        {
          title: 'SQL',
          key: 'sql',
          render: (_, r) => (
            <Typography.Text code ellipsis={{ tooltip: r.sql }} style={{ maxWidth: 360 }}>
              {r.sql}
            </Typography.Text>
          ),
        },
        {
          title: 'Modified',
          key: 'changed_on_delta_humanized',
          sorter: true,
          render: (_, r) => r.changed_on_delta_humanized ?? '',
        },
      ]}
    />
  );
}
