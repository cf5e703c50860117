import { useState } from 'react';
import { Button, Flex, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ListFilter } from '@sightline/core';
import { useDeleteDatasetMutation, useListDatasetsQuery } from '../../api/dataset-api.ts';
import type { DatasetListItem } from '../../api/dataset-api.ts';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { userFullName } from '../../api/user-name.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ListPageHeader } from '../../components/ListPageHeader.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { CreateDatasetModal } from './CreateDatasetModal.tsx';
import { EditDatasetModal } from './EditDatasetModal.tsx';
import { useDatabaseOptions } from './database-options.ts';

const PAGE_SIZE = 25;

type ModalState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; id: number };

function datasetFilters(search: string, databaseId: number | null): ListFilter[] {
  const filters: ListFilter[] = [];
  if (search) filters.push({ col: 'table_name', opr: 'ct', value: search });
  if (databaseId !== null) filters.push({ col: 'database', opr: 'rel_o_m', value: databaseId });
  return filters;
}

/** The datasets list: search, database filter, pagination, create, edit, delete. */
export function DatasetList() {
  const toasts = useToasts();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [databaseId, setDatabaseId] = useState<number | null>(null);
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const [toDelete, setToDelete] = useState<DatasetListItem | null>(null);
  const [deleteDataset, deleting] = useDeleteDatasetMutation();
  const databases = useDatabaseOptions();
  const { data, error, isFetching } = useListDatasetsQuery({
    page,
    pageSize: PAGE_SIZE,
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
    filters: datasetFilters(search, databaseId),
  });

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteDataset(toDelete.id).unwrap();
      toasts.addSuccessToast(`Deleted: ${toDelete.table_name}`);
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting ${toDelete.table_name}: ${errorMessage(err)}`);
    }
    setToDelete(null);
  };

  const columns: TableColumnsType<DatasetListItem> = [
    {
      title: 'Name',
      dataIndex: 'table_name',
      key: 'table_name',
      render: (name: string, row) => (
        <Link to={`/explore/?datasource_type=table&datasource_id=${row.id}`} data-test="dataset-explore-link">
          {name}
        </Link>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'kind',
      key: 'kind',
      render: (kind: string) => <Tag color={kind === 'virtual' ? 'purple' : 'blue'}>{kind === 'virtual' ? 'Virtual' : 'Physical'}</Tag>,
    },
    { title: 'Database', key: 'database', render: (_, row) => row.database?.database_name ?? '' },
    { title: 'Schema', dataIndex: 'schema', key: 'schema' },
    {
      title: 'Owners',
      key: 'owners',
      render: (_, row) => (row.owners ?? []).map(userFullName).filter(Boolean).join(', '),
    },
    { title: 'Last modified', dataIndex: 'changed_on_delta_humanized', key: 'changed_on' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Space>
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
          <Tooltip title="Delete">
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${row.table_name}`}
              data-test="dataset-delete"
              onClick={() => setToDelete(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div data-test="dataset-list">
      <ListPageHeader
        title="Datasets"
        actions={
          <Button type="primary" icon={<PlusOutlined />} data-test="add-dataset" onClick={() => setModal({ kind: 'create' })}>
            Dataset
          </Button>
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Search by name"
          data-test="dataset-search"
          style={{ maxWidth: 320 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(0);
          }}
        />
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Filter by database"
          data-test="dataset-database-filter"
          style={{ minWidth: 220 }}
          options={databases.options}
          value={databaseId ?? undefined}
          onChange={(value) => {
            setDatabaseId(value ?? null);
            setPage(0);
          }}
        />
      </Flex>
      {error && <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />}
      <Table<DatasetListItem>
        data-test="dataset-list-table"
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.result ?? []}
        locale={{ emptyText: search || databaseId !== null ? 'No datasets match your filters' : 'No datasets yet' }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
      />
      {modal.kind === 'create' && <CreateDatasetModal onClose={() => setModal({ kind: 'closed' })} />}
      {modal.kind === 'edit' && <EditDatasetModal datasetId={modal.id} onClose={() => setModal({ kind: 'closed' })} />}
      <ConfirmModal
        open={toDelete !== null}
        title="Delete dataset?"
        okText="Delete"
        isDanger
        isLoading={deleting.isLoading}
        onOk={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        The dataset <strong>{toDelete?.table_name}</strong> will be removed. This cannot be undone.
      </ConfirmModal>
    </div>
  );
}
