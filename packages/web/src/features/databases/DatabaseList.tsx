import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useDeleteDatabaseMutation, useListDatabasesQuery } from '../../api/database-api.ts';
import type { DatabaseListItem } from '../../api/database-api.ts';
import { userFullName } from '../../api/user-name.ts';
import { BooleanIcon } from '../../components/BooleanIcon.tsx';
import { deleteRowsOneByOne } from '../../components/list/delete-rows.ts';
import { ListFilterBar } from '../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { TriStateSelect } from '../../components/list/TriStateSelect.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { DatabaseModal } from './DatabaseModal.tsx';
import {
  DATABASE_DEFAULT_SORT,
  DATABASE_SORT_COLUMNS,
  NO_DATABASE_FILTERS,
  databaseListFilters,
} from './database-list-filters.ts';
import type { DatabaseListFilterState } from './database-list-filters.ts';
import { useBundleActions } from '../../components/import-export/use-bundle-actions.tsx';

type ModalState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; id: number };

const YES_NO = { yes: 'Yes', no: 'No' };

/** The databases list: search, SQL Lab and DML filters, sorting, create, edit, single and bulk delete. */
export function DatabaseList() {
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const list = useListPage({
    initialFilters: NO_DATABASE_FILTERS,
    toListFilters: databaseListFilters,
    defaultSort: DATABASE_DEFAULT_SORT,
    sortColumns: DATABASE_SORT_COLUMNS,
  });
  const { data, error, isFetching, refetch } = useListDatabasesQuery(list.params);
  const bundle = useBundleActions<DatabaseListItem>(
    'database',
    (r) => r.database_name,
    () => void refetch(),
  );
  const [deleteDatabase, deleting] = useDeleteDatabaseMutation();
  const filters = list.filters;
  const setFilters = (changes: Partial<DatabaseListFilterState>) =>
    list.setFilters({ ...filters, ...changes });

  return (
    <ListPage<DatabaseListItem, DatabaseListFilterState>
      title="Databases"
      testIds={{
        page: 'database-list',
        table: 'database-list-table',
        rowDelete: 'database-delete',
        bulkDelete: 'database-bulk-delete',
      }}
      list={list}
      rows={data?.result ?? []}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={
        list.listFilters.length > 0 ? 'No databases match your filters' : 'No databases yet'
      }
      toolbar={
        <ListFilterBar
          placeholder="Search by name"
          dataTest="database-search"
          onSearch={(search) => setFilters({ search })}
        >
          <TriStateSelect
            placeholder="Exposed in SQL Lab"
            dataTest="database-sqllab-filter"
            labels={YES_NO}
            value={filters.isExposedInSqlLab}
            onChange={(isExposedInSqlLab) => setFilters({ isExposedInSqlLab })}
          />
          <TriStateSelect
            placeholder="DML"
            dataTest="database-dml-filter"
            labels={YES_NO}
            value={filters.allowsDml}
            onChange={(allowsDml) => setFilters({ allowsDml })}
          />
        </ListFilterBar>
      }
      actions={
        <>
          {bundle.importButton}
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-test="add-database"
            onClick={() => setModal({ kind: 'create' })}
          >
            Database
          </Button>
        </>
      }
      rowName={(row) => row.database_name}
      noun={{ one: 'database', many: 'databases' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={(rows) =>
        deleteRowsOneByOne(
          rows,
          (row) => deleteDatabase(row.id).unwrap(),
          (row) => row.database_name,
          'databases',
        )
      }
      bulkActions={bundle.bulkActions}
      rowActions={(row) => (
        <>
          {bundle.exportRow(row)}
          <Tooltip title="Edit">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${row.database_name}`}
              data-test="database-edit"
              onClick={() => setModal({ kind: 'edit', id: row.id })}
            />
          </Tooltip>
        </>
      )}
      columns={[
        {
          title: 'Name',
          key: 'database_name',
          sorter: true,
          render: (_, row) => row.database_name,
        },
        { title: 'Backend', key: 'backend', render: (_, row) => row.backend },
        {
          title: 'DML',
          key: 'allow_dml',
          sorter: true,
          render: (_, row) => <BooleanIcon value={row.allow_dml} />,
        },
        {
          title: 'Exposed in SQL Lab',
          key: 'expose_in_sqllab',
          sorter: true,
          render: (_, row) => <BooleanIcon value={row.expose_in_sqllab} />,
        },
        {
          title: 'Created by',
          key: 'created_by',
          sorter: true,
          render: (_, row) => userFullName(row.created_by),
        },
        {
          title: 'Last modified',
          key: 'changed_on',
          sorter: true,
          render: (_, row) => row.changed_on_delta_humanized ?? '',
        },
      ]}
    >
      {modal.kind !== 'closed' && (
        <DatabaseModal
          databaseId={modal.kind === 'edit' ? modal.id : undefined}
          onClose={() => setModal({ kind: 'closed' })}
        />
      )}
    </ListPage>
  );
}
