import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListFilter } from '@sightline/core';
import { userFullName } from '../../../api/user-name.ts';
import { ListFilterBar } from '../../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { TagModal } from './TagModal.tsx';
import { useDeleteTagsMutation, useListTagsQuery } from './tag-api.ts';
import type { TagListItem } from './tag-api.ts';

type Row = TagListItem;

interface TagFilters {
  search: string;
}

// Superset's Tags screen lists the custom tags (the system's owner/type tags are not shown).
const toListFilters = ({ search }: TagFilters): ListFilter[] => [
  { col: 'type', opr: 'eq', value: 'custom' },
  ...(search ? [{ col: 'name', opr: 'ct', value: search } as ListFilter] : []),
];

const SORT_COLUMNS: Record<string, string> = {
  name: 'name',
  changed_on_delta_humanized: 'changed_on_delta_humanized',
};

/** Settings > Tags: the custom tags, searchable by name; add, edit, delete. */
export function TagList() {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const list = useListPage<TagFilters>({
    initialFilters: { search: '' },
    toListFilters,
    defaultSort: { column: 'name', direction: 'asc' },
    sortColumns: SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListTagsQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const [deleteTags, deleting] = useDeleteTagsMutation();
  const rows = (data?.result ?? []) as Row[];

  return (
    <ListPage<Row, TagFilters>
      title="Tags"
      testIds={{
        page: 'tag-list',
        table: 'tag-table',
        rowDelete: 'tag-delete',
        bulkDelete: 'tag-bulk-delete',
      }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={list.filters.search ? 'No tags match' : 'No tags yet'}
      toolbar={
        <ListFilterBar
          dataTest="tag-search"
          placeholder="Search by name"
          onSearch={(search) => list.setFilters({ search })}
        />
      }
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-test="tag-add"
          onClick={() => setEditing('new')}
        >
          Tag
        </Button>
      }
      rowName={(row) => row.name}
      noun={{ one: 'tag', many: 'tags' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={async (selected) => {
        const res = await deleteTags(selected.map((r) => r.id)).unwrap();
        return selected.length === 1 ? `Deleted: ${selected[0]!.name}` : res.message;
      }}
      rowActions={(row) => (
        <Tooltip title="Edit">
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${row.name}`}
            data-test="tag-edit"
            onClick={() => setEditing(row)}
          />
        </Tooltip>
      )}
      columns={[
        { title: 'Name', key: 'name', sorter: true, render: (_, r) => r.name },
        { title: 'Description', key: 'description', render: (_, r) => r.description ?? '' },
        {
          title: 'Last modified',
          key: 'changed_on_delta_humanized',
          sorter: true,
          render: (_, r) => r.changed_on_delta_humanized ?? '',
        },
        {
          title: 'Modified by',
          key: 'changed_by',
          render: (_, r) => userFullName(r.changed_by ?? null),
        },
      ]}
    >
      {editing !== null && (
        <TagModal tag={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListPage>
  );
}
