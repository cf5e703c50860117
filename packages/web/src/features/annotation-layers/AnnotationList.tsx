import { useState } from 'react';
import { Button, Input, Space, Table, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { useDeleteAnnotationMutation, useGetAnnotationLayerQuery, useListAnnotationsQuery } from '../../api/annotation-layer-api.ts';
import type { AnnotationItem } from '../../api/annotation-layer-api.ts';
import { errorDetails } from '../../api/error-details.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { ListPageHeader } from '../../components/ListPageHeader.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { AnnotationModal } from './AnnotationModal.tsx';

const PAGE_SIZE = 25;
/** Stored times are naive UTC ISO strings; shown without the `T`. */
const shownTime = (dttm: string) => `${dttm.slice(0, 19).replace('T', ' ')} UTC`;

/** The annotations of one layer: search, add, edit, delete. */
export function AnnotationList({ layerId }: { layerId: number }) {
  const toasts = useToasts();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<AnnotationItem | null>(null);
  const layer = useGetAnnotationLayerQuery(layerId);
  const filters = search.trim() ? [{ col: 'short_descr', opr: 'annotation_all_text', value: search.trim() }] : [];
  const { data, error, isFetching } = useListAnnotationsQuery(
    { layerId, params: { page, pageSize: PAGE_SIZE, orderColumn: 'start_dttm', orderDirection: 'asc', filters } },
    { refetchOnMountOrArgChange: true },
  );
  const [deleteAnnotation, deleting] = useDeleteAnnotationMutation();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteAnnotation({ layerId, id: toDelete.id }).unwrap();
      toasts.addSuccessToast(`Deleted: ${toDelete.short_descr}`);
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting ${toDelete.short_descr}: ${errorMessage(err)}`);
    }
    setToDelete(null);
  };

  const failure = layer.error ?? error;
  return (
    <div data-test="annotation-list">
      <Link to="/annotationlayer/list/" data-test="annotation-back">
        <ArrowLeftOutlined /> Annotation layers
      </Link>
      <ListPageHeader
        title={`Annotation layer ${layer.data?.name ?? ''}`.trim()}
        actions={
          <Button type="primary" icon={<PlusOutlined />} data-test="annotation-add" disabled={Boolean(layer.error)} onClick={() => setEditing('new')}>
            Annotation
          </Button>
        }
      />
      {layer.data?.descr && <Typography.Paragraph type="secondary">{layer.data.descr}</Typography.Paragraph>}
      <Input.Search
        data-test="annotation-search"
        allowClear
        placeholder="Search by name or description"
        style={{ maxWidth: 360, marginBottom: 12 }}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />
      {failure && <ErrorAlert message={errorMessage(failure)} details={errorDetails(asApiError(failure))} />}
      <Table<AnnotationItem>
        data-test="annotation-table"
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.result ?? []}
        locale={{ emptyText: search ? 'No annotations match your search' : 'No annotations yet' }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data?.count ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
        columns={[
          { title: 'Name', key: 'short_descr', render: (_, r) => r.short_descr },
          { title: 'Description', key: 'long_descr', render: (_, r) => r.long_descr ?? '' },
          { title: 'Start', key: 'start_dttm', render: (_, r) => shownTime(r.start_dttm) },
          { title: 'End', key: 'end_dttm', render: (_, r) => shownTime(r.end_dttm) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, r) => (
              <Space size={0}>
                <Tooltip title="Edit">
                  <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit ${r.short_descr}`} data-test="annotation-edit" onClick={() => setEditing(r.id)} />
                </Tooltip>
                <Tooltip title="Delete">
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${r.short_descr}`} data-test="annotation-delete" onClick={() => setToDelete(r)} />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
      {editing !== null && <AnnotationModal layerId={layerId} annotationId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmModal open={toDelete !== null} title="Delete annotation?" okText="Delete" isDanger isLoading={deleting.isLoading} onOk={confirmDelete} onCancel={() => setToDelete(null)}>
        The annotation <strong>{toDelete?.short_descr}</strong> will be removed. This cannot be undone.
      </ConfirmModal>
    </div>
  );
}
