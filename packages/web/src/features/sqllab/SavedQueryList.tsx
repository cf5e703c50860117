import { useState } from 'react';
import { Button, Input, Space, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { errorDetails } from '../../api/error-details.ts';
import { useDeleteSavedQueryMutation, useListSavedQueriesQuery } from '../../api/sqllab-api.ts';
import type { SavedQueryItem } from '../../api/sqllab-api.ts';
import { copyTextToClipboard } from '../../components/clipboard.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ListPageHeader } from '../../components/ListPageHeader.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';

const PAGE_SIZE = 25;

/** The SQL Lab address of a saved query (docs/api.md §2.14). */
export function savedQueryUrl(id: number): string {
  return `/sqllab/?savedQueryId=${id}`;
}

/** Saved queries: search, open in SQL Lab, copy a share link, delete. */
export function SavedQueryList() {
  const toasts = useToasts();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<SavedQueryItem | null>(null);
  const filters = search.trim() ? [{ col: 'label', opr: 'all_text', value: search.trim() }] : [];
  const { data, error, isFetching } = useListSavedQueriesQuery({ page, pageSize: PAGE_SIZE, orderColumn: 'changed_on', orderDirection: 'desc', filters }, { refetchOnMountOrArgChange: true });
  const [deleteQuery, deleting] = useDeleteSavedQueryMutation();

  const share = async (row: SavedQueryItem) => {
    const url = `${window.location.origin}${savedQueryUrl(row.id)}`;
    try {
      await copyTextToClipboard(url);
      toasts.addSuccessToast('Link Copied!');
    } catch {
      toasts.addDangerToast('Sorry, your browser does not support copying.');
    }
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteQuery(toDelete.id).unwrap();
      toasts.addSuccessToast(`Deleted: ${toDelete.label}`);
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting ${toDelete.label}: ${errorMessage(err)}`);
    }
    setToDelete(null);
  };

  return (
    <div data-test="saved-query-list">
      <ListPageHeader
        title="Saved queries"
        actions={
          <Link to="/sqllab/">
            <Button type="primary" icon={<PlusOutlined />}>
              Query
            </Button>
          </Link>
        }
      />
      <Input.Search
        data-test="saved-query-search"
        allowClear
        placeholder="Search by name, schema, description or SQL"
        style={{ maxWidth: 360, marginBottom: 12 }}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      {error && <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />}
      <Table<SavedQueryItem>
        data-test="saved-query-table"
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.result ?? []}
        locale={{ emptyText: search ? 'No saved queries match your search' : 'No saved queries yet' }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.count ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
        columns={[
          { title: 'Name', key: 'label', render: (_, r) => <Link to={savedQueryUrl(r.id)} data-test="saved-query-link">{r.label}</Link> },
          { title: 'Database', key: 'database', render: (_, r) => r.database?.database_name ?? '' },
          { title: 'Schema', key: 'schema', render: (_, r) => r.schema ?? '' },
          { title: 'SQL', key: 'sql', render: (_, r) => <Typography.Text code ellipsis={{ tooltip: r.sql }} style={{ maxWidth: 360 }}>{r.sql}</Typography.Text> },
          { title: 'Modified', key: 'changed_on_delta_humanized', render: (_, r) => r.changed_on_delta_humanized ?? '' },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, r) => (
              <Space size={0}>
                <Tooltip title="Copy query URL">
                  <Button type="text" size="small" icon={<LinkOutlined />} aria-label={`Share ${r.label}`} onClick={() => void share(r)} />
                </Tooltip>
                <Tooltip title="Delete">
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${r.label}`} data-test="saved-query-delete" onClick={() => setToDelete(r)} />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
      <ConfirmModal open={toDelete !== null} title="Delete query?" okText="Delete" isDanger isLoading={deleting.isLoading} onOk={confirmDelete} onCancel={() => setToDelete(null)}>
        The saved query <strong>{toDelete?.label}</strong> will be removed. This cannot be undone.
      </ConfirmModal>
    </div>
  );
}
