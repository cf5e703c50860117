import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ListFilter } from '@sightline/core';
import { useDeleteAnnotationLayerMutation, useListAnnotationLayersQuery } from '../../api/annotation-layer-api.ts';
import type { AnnotationLayerItem } from '../../api/annotation-layer-api.ts';
import { userFullName } from '../../api/user-name.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { ListSearch } from '../../components/list/ListSearch.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { AnnotationLayerModal } from './AnnotationLayerModal.tsx';

/** Where a layer's annotations are listed. */
export const annotationLayerUrl = (id: number): string => `/annotationlayer/list/?layer=${id}`;

const searchFilters = (search: string): ListFilter[] => (search.trim() ? [{ col: 'name', opr: 'annotation_layer_all_text', value: search.trim() }] : []);

/** Annotation layers: search, add, edit, delete, and open a layer's annotations. */
export function AnnotationLayerList() {
  const [editing, setEditing] = useState<AnnotationLayerItem | 'new' | null>(null);
  const list = useListPage({ initialFilters: '', toListFilters: searchFilters, defaultSort: { column: 'name', direction: 'asc' } });
  const { data, error, isFetching } = useListAnnotationLayersQuery(list.params, { refetchOnMountOrArgChange: true });
  const [deleteLayer, deleting] = useDeleteAnnotationLayerMutation();

  return (
    <ListPage<AnnotationLayerItem, string>
      title="Annotation layers"
      testIds={{ page: 'annotation-layer-list', table: 'annotation-layer-table', rowDelete: 'annotation-layer-delete' }}
      list={list}
      rows={data?.result ?? []}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={list.filters ? 'No annotation layers match your search' : 'No annotation layers yet'}
      toolbar={<ListSearch dataTest="annotation-layer-search" placeholder="Search by name or description" style={{ marginBottom: 12 }} onSearch={list.setFilters} />}
      actions={
        <Button type="primary" icon={<PlusOutlined />} data-test="annotation-layer-add" onClick={() => setEditing('new')}>
          Annotation layer
        </Button>
      }
      rowName={(row) => row.name}
      noun={{ one: 'annotation layer', many: 'annotation layers' }}
      deleteNote="A layer that still has annotations cannot be deleted."
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={async ([layer]) => {
        await deleteLayer(layer.id).unwrap();
        return `Deleted: ${layer.name}`;
      }}
      rowActions={(row) => (
        <Tooltip title="Edit">
          <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit ${row.name}`} data-test="annotation-layer-edit" onClick={() => setEditing(row)} />
        </Tooltip>
      )}
      columns={[
        { title: 'Name', key: 'name', render: (_, r) => <Link to={annotationLayerUrl(r.id)} data-test="annotation-layer-link">{r.name}</Link> },
        { title: 'Description', key: 'descr', render: (_, r) => r.descr ?? '' },
        { title: 'Last modified', key: 'changed_on_delta_humanized', render: (_, r) => r.changed_on_delta_humanized ?? '' },
        { title: 'Created by', key: 'created_by', render: (_, r) => userFullName(r.created_by) },
      ]}
    >
      {editing !== null && <AnnotationLayerModal layer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
