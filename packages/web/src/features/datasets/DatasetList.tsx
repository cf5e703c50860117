import { useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useDeleteDatasetMutation, useListDatasetsQuery } from '../../api/dataset-api.ts';
import type { DatasetListItem } from '../../api/dataset-api.ts';
import { userFullName } from '../../api/user-name.ts';
import { deleteRowsOneByOne } from '../../components/list/delete-rows.ts';
import { ListFilterBar } from '../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { OptionFilter } from '../../components/list/OptionFilter.tsx';
import { TriStateSelect } from '../../components/list/TriStateSelect.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { CreateDatasetModal } from './CreateDatasetModal.tsx';
import { EditDatasetModal } from './EditDatasetModal.tsx';
import { useDatabaseOptions } from './database-options.ts';
import {
  DATASET_DEFAULT_SORT,
  DATASET_SORT_COLUMNS,
  NO_DATASET_FILTERS,
  datasetListFilters,
} from './dataset-list-filters.ts';
import type { DatasetListFilterState } from './dataset-list-filters.ts';
import { useBundleActions } from '../../components/import-export/use-bundle-actions.tsx';

type ModalState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; id: number };

const KIND_LABELS = { yes: 'Virtual', no: 'Physical' };

/** The datasets list: search, database and type filters, sorting, create, edit, single and bulk delete. */
export function DatasetList() {
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const list = useListPage({
    initialFilters: NO_DATASET_FILTERS,
    toListFilters: datasetListFilters,
    defaultSort: DATASET_DEFAULT_SORT,
    sortColumns: DATASET_SORT_COLUMNS,
  });
  const { data, error, isFetching, refetch } = useListDatasetsQuery(list.params);
  const bundle = useBundleActions<DatasetListItem>(
    'dataset',
    (r) => r.table_name,
    () => void refetch(),
  );
  const [deleteDataset, deleting] = useDeleteDatasetMutation();
  const databases = useDatabaseOptions();
  const filters = list.filters;
  const setFilters = (changes: Partial<DatasetListFilterState>) =>
    list.setFilters({ ...filters, ...changes });

  return (
    <ListPage<DatasetListItem, DatasetListFilterState>
      title="Datasets"
      testIds={{
        page: 'dataset-list',
        table: 'dataset-list-table',
        rowDelete: 'dataset-delete',
        bulkDelete: 'dataset-bulk-delete',
      }}
      list={list}
      rows={data?.result ?? []}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={list.listFilters.length > 0 ? 'No datasets match your filters' : 'No datasets yet'}
      toolbar={
        <ListFilterBar
          placeholder="Search by name"
          dataTest="dataset-search"
          onSearch={(search) => setFilters({ search })}
        >
          <OptionFilter
            placeholder="Filter by database"
            dataTest="dataset-database-filter"
            options={databases.options}
            isLoading={databases.isLoading}
            value={filters.databaseId}
            onChange={(databaseId) => setFilters({ databaseId })}
          />
          <TriStateSelect
            placeholder="Type"
            dataTest="dataset-kind-filter"
            labels={KIND_LABELS}
            value={filters.isVirtual}
            onChange={(isVirtual) => setFilters({ isVirtual })}
          />
        </ListFilterBar>
      }
      actions={
        <>
          {bundle.importButton}
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-test="add-dataset"
            onClick={() => setModal({ kind: 'create' })}
          >
            Dataset
          </Button>
        </>
      }
      rowName={(row) => row.table_name}
      noun={{ one: 'dataset', many: 'datasets' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={(rows) =>
        deleteRowsOneByOne(
          rows,
          (row) => deleteDataset(row.id).unwrap(),
          (row) => row.table_name,
          'datasets',
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
              aria-label={`Edit ${row.table_name}`}
              data-test="dataset-edit"
              onClick={() => setModal({ kind: 'edit', id: row.id })}
            />
          </Tooltip>
        </>
      )}
      columns={[
        {
          title: 'Name',
          key: 'table_name',
          sorter: true,
          render: (_, row) => (
            <Link
              to={`/explore/?datasource_type=table&datasource_id=${row.id}`}
              data-test="dataset-explore-link"
            >
              {row.table_name}
            </Link>
          ),
        },
        {
          title: 'Type',
          key: 'kind',
          render: (_, row) => (
            <Tag color={row.kind === 'virtual' ? 'purple' : 'blue'}>
              {row.kind === 'virtual' ? 'Virtual' : 'Physical'}
            </Tag>
          ),
        },
        {
          title: 'Database',
          key: 'database',
          sorter: true,
          render: (_, row) => row.database?.database_name ?? '',
        },
        { title: 'Schema', key: 'schema', sorter: true, render: (_, row) => row.schema ?? '' },
        {
          title: 'Owners',
          key: 'owners',
          render: (_, row) => (row.owners ?? []).map(userFullName).filter(Boolean).join(', '),
        },
        {
          title: 'Last modified',
          key: 'changed_on',
          sorter: true,
          render: (_, row) => row.changed_on_delta_humanized ?? '',
        },
      ]}
    >
      {modal.kind === 'create' && (
        <CreateDatasetModal onClose={() => setModal({ kind: 'closed' })} />
      )}
      {modal.kind === 'edit' && (
        <EditDatasetModal datasetId={modal.id} onClose={() => setModal({ kind: 'closed' })} />
      )}
    </ListPage>
  );
}
