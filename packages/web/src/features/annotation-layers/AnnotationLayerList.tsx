import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ListFilter } from '@sightline/core';
import {
  useDeleteAnnotationLayerMutation,
  useListAnnotationLayersQuery,
} from '../../api/annotation-layer-api.ts';
import type { AnnotationLayerItem } from '../../api/annotation-layer-api.ts';
import { userFullName } from '../../api/user-name.ts';
import { deleteRowsOneByOne } from '../../components/list/delete-rows.ts';
import { ListFilterBar } from '../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { AnnotationLayerModal } from './AnnotationLayerModal.tsx';

/** Where a layer's annotations are listed. */
export const annotationLayerUrl = (id: number): string => `/annotationlayer/list/?layer=${id}`;

const searchFilters = (search: string): ListFilter[] =>
  search.trim() ? [{ col: 'name', opr: 'annotation_layer_all_text', value: search.trim() }] : [];

/** The list's sortable columns and the order column each asks the server for. */
const SORT_COLUMNS: Record<string, string> = {
  name: 'name',
  descr: 'descr',
  changed_on_delta_humanized: 'changed_on_delta_humanized',
  created_by: 'created_by.first_name',
};

/** Annotation layers: search, sorting, add, edit, single and bulk delete, and open a layer's annotations. */
export function AnnotationLayerList() {
  const [editing, setEditing] = useState<AnnotationLayerItem | 'new' | null>(null);
  const list = useListPage({
    initialFilters: '',
    toListFilters: searchFilters,
    defaultSort: { column: 'name', direction: 'asc' },
    sortColumns: SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListAnnotationLayersQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const [deleteLayer, deleting] = useDeleteAnnotationLayerMutation();

  return (
    <ListPage<AnnotationLayerItem, string>
      title="Annotation layers"
      testIds={{
        page: 'annotation-layer-list',
        table: 'annotation-layer-table',
        rowDelete: 'annotation-layer-delete',
        bulkDelete: 'annotation-layer-bulk-delete',
      }}
      list={list}
      rows={data?.result ?? []}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={
        list.filters ? 'No annotation layers match your search' : 'No annotation layers yet'
      }
      toolbar={
        <ListFilterBar
          dataTest="annotation-layer-search"
          placeholder="Search by name or description"
          onSearch={list.setFilters}
        />
      }
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-test="annotation-layer-add"
          onClick={() => setEditing('new')}
        >
          Annotation layer
        </Button>
      }
      rowName={(row) => row.name}
      noun={{ one: 'annotation layer', many: 'annotation layers' }}
      deleteNote="A layer that still has annotations cannot be deleted."
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={(rows) =>
        deleteRowsOneByOne(
          rows,
          (layer) => deleteLayer(layer.id).unwrap(),
          (layer) => layer.name,
          'annotation layers',
        )
      }
      rowActions={(row) => (
        <Tooltip title="Edit">
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${row.name}`}
            data-test="annotation-layer-edit"
            onClick={() => setEditing(row)}
          />
        </Tooltip>
      )}
      columns={[
        {
          title: 'Name',
          key: 'name',
          sorter: true,
          render: (_, r) => (
            <Link to={annotationLayerUrl(r.id)} data-test="annotation-layer-link">
              {r.name}
            </Link>
          ),
        },
        { title: 'Description', key: 'descr', sorter: true, render: (_, r) => r.descr ?? '' },
        {
          title: 'Last modified',
          key: 'changed_on_delta_humanized',
          sorter: true,
          render: (_, r) => r.changed_on_delta_humanized ?? '',
        },
        {
          title: 'Created by',
          key: 'created_by',
          sorter: true,
          render: (_, r) => userFullName(r.created_by),
        },
      ]}
    >
      {editing !== null && (
        <AnnotationLayerModal
          layer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
