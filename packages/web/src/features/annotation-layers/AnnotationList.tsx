import { useState } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ListFilter } from '@sightline/core';
import { useDeleteAnnotationMutation, useGetAnnotationLayerQuery, useListAnnotationsQuery } from '../../api/annotation-layer-api.ts';
import type { AnnotationItem } from '../../api/annotation-layer-api.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { ListSearch } from '../../components/list/ListSearch.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { AnnotationModal } from './AnnotationModal.tsx';

/** Stored times are naive UTC ISO strings; shown without the `T`. */
const shownTime = (dttm: string) => `${dttm.slice(0, 19).replace('T', ' ')} UTC`;

const searchFilters = (search: string): ListFilter[] => (search.trim() ? [{ col: 'short_descr', opr: 'annotation_all_text', value: search.trim() }] : []);

/** The annotations of one layer: search, add, edit, delete. */
export function AnnotationList({ layerId }: { layerId: number }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const layer = useGetAnnotationLayerQuery(layerId);
  const list = useListPage({ initialFilters: '', toListFilters: searchFilters, defaultSort: { column: 'start_dttm', direction: 'asc' } });
  const { data, error, isFetching } = useListAnnotationsQuery({ layerId, params: list.params }, { refetchOnMountOrArgChange: true });
  const [deleteAnnotation, deleting] = useDeleteAnnotationMutation();

  return (
    <ListPage<AnnotationItem, string>
      title={`Annotation layer ${layer.data?.name ?? ''}`.trim()}
      testIds={{ page: 'annotation-list', table: 'annotation-table', rowDelete: 'annotation-delete' }}
      list={list}
      rows={data?.result ?? []}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={layer.error ?? error}
      emptyText={list.filters ? 'No annotations match your search' : 'No annotations yet'}
      above={
        <Link to="/annotationlayer/list/" data-test="annotation-back">
          <ArrowLeftOutlined /> Annotation layers
        </Link>
      }
      toolbar={
        <>
          {layer.data?.descr && <Typography.Paragraph type="secondary">{layer.data.descr}</Typography.Paragraph>}
          <ListSearch dataTest="annotation-search" placeholder="Search by name or description" style={{ marginBottom: 12 }} onSearch={list.setFilters} />
        </>
      }
      actions={
        <Button type="primary" icon={<PlusOutlined />} data-test="annotation-add" disabled={Boolean(layer.error)} onClick={() => setEditing('new')}>
          Annotation
        </Button>
      }
      rowName={(row) => row.short_descr}
      noun={{ one: 'annotation', many: 'annotations' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={async ([annotation]) => {
        await deleteAnnotation({ layerId, id: annotation.id }).unwrap();
        return `Deleted: ${annotation.short_descr}`;
      }}
      rowActions={(row) => (
        <Tooltip title="Edit">
          <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit ${row.short_descr}`} data-test="annotation-edit" onClick={() => setEditing(row.id)} />
        </Tooltip>
      )}
      columns={[
        { title: 'Name', key: 'short_descr', render: (_, r) => r.short_descr },
        { title: 'Description', key: 'long_descr', render: (_, r) => r.long_descr ?? '' },
        { title: 'Start', key: 'start_dttm', render: (_, r) => shownTime(r.start_dttm) },
        { title: 'End', key: 'end_dttm', render: (_, r) => shownTime(r.end_dttm) },
      ]}
    >
      {editing !== null && <AnnotationModal layerId={layerId} annotationId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}

