import { useState } from 'react';
import { Button, Input, Space, Table, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useDeleteDatabaseMutation, useListDatabasesQuery } from '../../api/database-api.ts';
import type { DatabaseListItem } from '../../api/database-api.ts';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { userFullName } from '../../api/user-name.ts';
import { BooleanIcon } from '../../components/BooleanIcon.tsx';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ListPageHeader } from '../../components/ListPageHeader.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { DatabaseModal } from './DatabaseModal.tsx';

const PAGE_SIZE = 25;

type ModalState = { kind: 'closed' } | { kind: 'create' } | { kind: 'edit'; id: number };

/** The databases list: search, pagination, create, edit, delete. */
export function DatabaseList() {
  const toasts = useToasts();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<ModalState>({ kind: 'closed' });
  const [toDelete, setToDelete] = useState<DatabaseListItem | null>(null);
  const [deleteDatabase, deleting] = useDeleteDatabaseMutation();
  const { data, error, isFetching } = useListDatabasesQuery({
    page,
    pageSize: PAGE_SIZE,
    orderColumn: 'database_name',
    orderDirection: 'asc',
    filters: search ? [{ col: 'database_name', opr: 'ct', value: search }] : [],
  });

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteDatabase(toDelete.id).unwrap();
      toasts.addSuccessToast(`Deleted: ${toDelete.database_name}`);
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting ${toDelete.database_name}: ${errorMessage(err)}`);
    }
    setToDelete(null);
  };

  const columns: TableColumnsType<DatabaseListItem> = [
    { title: 'Name', dataIndex: 'database_name', key: 'database_name' },
    { title: 'Backend', dataIndex: 'backend', key: 'backend' },
    { title: 'DML', dataIndex: 'allow_dml', key: 'allow_dml', render: (v: boolean) => <BooleanIcon value={v} /> },
    {
      title: 'Exposed in SQL Lab',
      dataIndex: 'expose_in_sqllab',
      key: 'expose_in_sqllab',
      render: (v: boolean) => <BooleanIcon value={v} />,
    },
    { title: 'Created by', key: 'created_by', render: (_, row) => userFullName(row.created_by) },
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
              aria-label={`Edit ${row.database_name}`}
              data-test="database-edit"
              onClick={() => setModal({ kind: 'edit', id: row.id })}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${row.database_name}`}
              data-test="database-delete"
              onClick={() => setToDelete(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <div data-test="database-list">
      <ListPageHeader
        title="Databases"
        actions={
          <Button type="primary" icon={<PlusOutlined />} data-test="add-database" onClick={() => setModal({ kind: 'create' })}>
            Database
          </Button>
        }
      />
      <Input.Search
        allowClear
        placeholder="Search by name"
        data-test="database-search"
        style={{ maxWidth: 320, marginBottom: 16 }}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(0);
        }}
      />
      {error && <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />}
      <Table<DatabaseListItem>
        data-test="database-list-table"
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.result ?? []}
        locale={{ emptyText: search ? 'No databases match your search' : 'No databases yet' }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        }}
      />
      {modal.kind !== 'closed' && (
        <DatabaseModal databaseId={modal.kind === 'edit' ? modal.id : undefined} onClose={() => setModal({ kind: 'closed' })} />
      )}
      <ConfirmModal
        open={toDelete !== null}
        title="Delete database?"
        okText="Delete"
        isDanger
        isLoading={deleting.isLoading}
        onOk={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        The database <strong>{toDelete?.database_name}</strong> will be removed. This cannot be undone.
      </ConfirmModal>
    </div>
  );
}
