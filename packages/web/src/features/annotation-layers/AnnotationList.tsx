import { useState } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ListFilter } from '@sightline/core';
import {
  useDeleteAnnotationMutation,
  useGetAnnotationLayerQuery,
  useListAnnotationsQuery,
} from '../../api/annotation-layer-api.ts';
import type { AnnotationListItem } from '../../api/annotation-layer-api.ts';
import { deleteRowsOneByOne } from '../../components/list/delete-rows.ts';
import { ListFilterBar } from '../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { useListPage } from '../../components/list/use-list-page.ts';
import { AnnotationModal } from './AnnotationModal.tsx';

/** Stored times are naive UTC ISO strings; shown without the `T`. */
const shownTime = (dttm: string) => `${dttm.slice(0, 19).replace('T', ' ')} UTC`;

const searchFilters = (search: string): ListFilter[] =>
  search.trim() ? [{ col: 'short_descr', opr: 'annotation_all_text', value: search.trim() }] : [];

/** The list's sortable columns and the order column each asks the server for. */
const SORT_COLUMNS: Record<string, string> = {
  short_descr: 'short_descr',
  long_descr: 'long_descr',
  start_dttm: 'start_dttm',
  end_dttm: 'end_dttm',
};

/** The annotations of one layer: search, sorting, add, edit, single and bulk delete. */
export function AnnotationList({ layerId }: { layerId: number }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const layer = useGetAnnotationLayerQuery(layerId);
  const list = useListPage({
    initialFilters: '',
    toListFilters: searchFilters,
    defaultSort: { column: 'start_dttm', direction: 'asc' },
    sortColumns: SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListAnnotationsQuery(
    { layerId, params: list.params },
    { refetchOnMountOrArgChange: true },
  );
  const [deleteAnnotation, deleting] = useDeleteAnnotationMutation();

  return (
    <ListPage<AnnotationListItem, string>
      title={`Annotation layer ${layer.data?.name ?? ''}`.trim()}
      testIds={{
        page: 'annotation-list',
        table: 'annotation-table',
        rowDelete: 'annotation-delete',
        bulkDelete: 'annotation-bulk-delete',
      }}
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
          {layer.data?.descr && (
            <Typography.Paragraph type="secondary">{layer.data.descr}</Typography.Paragraph>
          )}
          <ListFilterBar
            dataTest="annotation-search"
            placeholder="Search by name or description"
            onSearch={list.setFilters}
          />
        </>
      }
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-test="annotation-add"
          disabled={Boolean(layer.error)}
          onClick={() => setEditing('new')}
        >
          Annotation
        </Button>
      }
      rowName={(row) => row.short_descr}
      noun={{ one: 'annotation', many: 'annotations' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={(rows) =>
        deleteRowsOneByOne(
          rows,
          (annotation) => deleteAnnotation({ layerId, id: annotation.id }).unwrap(),
          (annotation) => annotation.short_descr,
          'annotations',
        )
      }
      rowActions={(row) => (
        <Tooltip title="Edit">
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${row.short_descr}`}
            data-test="annotation-edit"
            onClick={() => setEditing(row.id)}
          />
        </Tooltip>
      )}
      columns={[
        { title: 'Name', key: 'short_descr', sorter: true, render: (_, r) => r.short_descr },
        {
          title: 'Description',
          key: 'long_descr',
          sorter: true,
          render: (_, r) => r.long_descr ?? '',
        },
        {
          title: 'Start',
          key: 'start_dttm',
          sorter: true,
          render: (_, r) => shownTime(r.start_dttm),
        },
        { title: 'End', key: 'end_dttm', sorter: true, render: (_, r) => shownTime(r.end_dttm) },
      ]}
    >
      {editing !== null && (
        <AnnotationModal
          layerId={layerId}
          annotationId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
