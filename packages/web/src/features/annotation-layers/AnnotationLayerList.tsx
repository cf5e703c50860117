import { useState } from 'react';
import { Button, Input, Space, Table, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { useDeleteAnnotationLayerMutation, useListAnnotationLayersQuery } from '../../api/annotation-layer-api.ts';
import type { AnnotationLayerItem } from '../../api/annotation-layer-api.ts';
import { errorDetails } from '../../api/error-details.ts';
import { userFullName } from '../../api/user-name.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ListPageHeader } from '../../components/ListPageHeader.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { AnnotationLayerModal } from './AnnotationLayerModal.tsx';

const PAGE_SIZE = 25;

/** Where a layer's annotations are listed. */
export const annotationLayerUrl = (id: number): string => `/annotationlayer/list/?layer=${id}`;

/** Annotation layers: search, add, edit, delete, and open a layer's annotations. */
export function AnnotationLayerList() {
  const toasts = useToasts();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AnnotationLayerItem | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AnnotationLayerItem | null>(null);
  const filters = search.trim() ? [{ col: 'name', opr: 'annotation_layer_all_text', value: search.trim() }] : [];
  const { data, error, isFetching } = useListAnnotationLayersQuery({ page, pageSize: PAGE_SIZE, orderColumn: 'name', orderDirection: 'asc', filters }, { refetchOnMountOrArgChange: true });
  const [deleteLayer, deleting] = useDeleteAnnotationLayerMutation();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteLayer(toDelete.id).unwrap();
      toasts.addSuccessToast(`Deleted: ${toDelete.name}`);
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting ${toDelete.name}: ${errorMessage(err)}`);
    }
    setToDelete(null);
  };

  return (
    <div data-test="annotation-layer-list">
      <ListPageHeader
        title="Annotation layers"
        actions={
          <Button type="primary" icon={<PlusOutlined />} data-test="annotation-layer-add" onClick={() => setEditing('new')}>
            Annotation layer
          </Button>
        }
      />
      <Input.Search
        data-test="annotation-layer-search"
        allowClear
        placeholder="Search by name or description"
        style={{ maxWidth: 360, marginBottom: 12 }}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      {error && <ErrorAlert message={errorMessage(error)} details={errorDetails(asApiError(error))} />}
      <Table<AnnotationLayerItem>
        data-test="annotation-layer-table"
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.result ?? []}
        locale={{ emptyText: search ? 'No annotation layers match your search' : 'No annotation layers yet' }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.count ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
        columns={[
          { title: 'Name', key: 'name', render: (_, r) => <Link to={annotationLayerUrl(r.id)} data-test="annotation-layer-link">{r.name}</Link> },
          { title: 'Description', key: 'descr', render: (_, r) => r.descr ?? '' },
          { title: 'Last modified', key: 'changed_on_delta_humanized', render: (_, r) => r.changed_on_delta_humanized ?? '' },
          { title: 'Created by', key: 'created_by', render: (_, r) => userFullName(r.created_by) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, r) => (
              <Space size={0}>
                <Tooltip title="Edit">
                  <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit ${r.name}`} data-test="annotation-layer-edit" onClick={() => setEditing(r)} />
                </Tooltip>
                <Tooltip title="Delete">
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${r.name}`} data-test="annotation-layer-delete" onClick={() => setToDelete(r)} />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && <AnnotationLayerModal layer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmModal open={toDelete !== null} title="Delete annotation layer?" okText="Delete" isDanger isLoading={deleting.isLoading} onOk={confirmDelete} onCancel={() => setToDelete(null)}>
        The annotation layer <strong>{toDelete?.name}</strong> will be removed. A layer that still has annotations cannot be deleted.
      </ConfirmModal>
    </div>
  );
}
