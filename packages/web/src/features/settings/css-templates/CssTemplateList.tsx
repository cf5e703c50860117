import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListFilter } from '@sightline/core';
import { userFullName } from '../../../api/user-name.ts';
import { ListFilterBar } from '../../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { CssTemplateModal } from './CssTemplateModal.tsx';
import { useDeleteCssTemplatesMutation, useListCssTemplatesQuery } from './css-template-api.ts';
import type { CssTemplateListItem } from './css-template-api.ts';

type Row = CssTemplateListItem & { id: number; template_name: string };

interface CssFilters {
  search: string;
}

// Superset's CssTemplateAllTextFilter: the name or the CSS contains the text.
const toListFilters = ({ search }: CssFilters): ListFilter[] =>
  search ? [{ col: 'template_name', opr: 'css_template_all_text', value: search }] : [];

/** The list's sortable columns (Superset CssTemplateRestApi order_columns, and the dates). */
const SORT_COLUMNS: Record<string, string> = {
  template_name: 'template_name',
  changed_on_delta_humanized: 'changed_on_delta_humanized',
  created_on: 'created_on',
};

/** Settings > CSS Templates: the templates, searchable; add, edit, delete. */
export function CssTemplateList() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useListPage<CssFilters>({
    initialFilters: { search: '' },
    toListFilters,
    defaultSort: { column: 'template_name', direction: 'asc' },
    sortColumns: SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListCssTemplatesQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const [deleteTemplates, deleting] = useDeleteCssTemplatesMutation();
  const rows = (data?.result ?? []) as Row[];

  return (
    <ListPage<Row, CssFilters>
      title="CSS Templates"
      testIds={{
        page: 'css-template-list',
        table: 'css-template-table',
        rowDelete: 'css-template-delete',
        bulkDelete: 'css-template-bulk-delete',
      }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={list.filters.search ? 'No templates match' : 'No CSS templates yet'}
      toolbar={
        <ListFilterBar
          dataTest="css-template-search"
          placeholder="Search by name or CSS"
          onSearch={(search) => list.setFilters({ search })}
        />
      }
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-test="css-template-add"
          onClick={() => setEditing('new')}
        >
          CSS template
        </Button>
      }
      rowName={(row) => row.template_name}
      noun={{ one: 'template', many: 'templates' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={async (selected) => {
        const res = await deleteTemplates(selected.map((r) => r.id)).unwrap();
        return selected.length === 1 ? `Deleted: ${selected[0]!.template_name}` : res.message;
      }}
      rowActions={(row) => (
        <Tooltip title="Edit">
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${row.template_name}`}
            data-test="css-template-edit"
            onClick={() => setEditing(row.id)}
          />
        </Tooltip>
      )}
      columns={[
        {
          title: 'Name',
          key: 'template_name',
          sorter: true,
          render: (_, r) => <span data-test="css-template-row-name">{r.template_name}</span>,
        },
        {
          title: 'Created on',
          key: 'created_on',
          sorter: true,
          render: (_, r) => (r.created_on ?? '').slice(0, 10),
        },
        {
          title: 'Created by',
          key: 'created_by',
          render: (_, r) => userFullName(r.created_by ?? null),
        },
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
        <CssTemplateModal
          templateId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
