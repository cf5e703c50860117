import { useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListFilter } from '@sightline/core';
import { userFullName } from '../../../api/user-name.ts';
import { ListFilterBar } from '../../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { OptionFilter } from '../../../components/list/OptionFilter.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { RlsModal } from './RlsModal.tsx';
import { useDeleteRlsRulesMutation, useListRlsRulesQuery } from './rls-api.ts';
import type { RlsListItem } from './rls-api.ts';

type Row = RlsListItem & { id: number; name: string };

interface RlsFilters {
  search: string;
  filterType: 'Regular' | 'Base' | null;
}

const toListFilters = ({ search, filterType }: RlsFilters): ListFilter[] => [
  ...(search ? [{ col: 'name', opr: 'ct', value: search } as ListFilter] : []),
  ...(filterType ? [{ col: 'filter_type', opr: 'eq', value: filterType } as ListFilter] : []),
];

/** The list's sortable columns (Superset RLSRestApi order_columns). */
const SORT_COLUMNS: Record<string, string> = {
  name: 'name',
  filter_type: 'filter_type',
  group_key: 'group_key',
  clause: 'clause',
  changed_on_delta_humanized: 'changed_on_delta_humanized',
};

/** Settings > Row Level Security: the rules, searchable by name and type; add, edit, delete. */
export function RlsList() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useListPage<RlsFilters>({
    initialFilters: { search: '', filterType: null },
    toListFilters,
    defaultSort: { column: 'changed_on_delta_humanized', direction: 'desc' },
    sortColumns: SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListRlsRulesQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const [deleteRules, deleting] = useDeleteRlsRulesMutation();
  const rows = (data?.result ?? []) as Row[];

  return (
    <ListPage<Row, RlsFilters>
      title="Row Level Security"
      testIds={{
        page: 'rls-list',
        table: 'rls-table',
        rowDelete: 'rls-delete',
        bulkDelete: 'rls-bulk-delete',
      }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      emptyText={list.filters.search || list.filters.filterType ? 'No rules match' : 'No rules yet'}
      toolbar={
        <ListFilterBar
          dataTest="rls-search"
          placeholder="Search by name"
          onSearch={(search) => list.setFilters({ ...list.filters, search })}
        >
          <OptionFilter<'Regular' | 'Base'>
            placeholder="Filter type"
            dataTest="rls-filter-type"
            options={[
              { value: 'Regular', label: 'Regular' },
              { value: 'Base', label: 'Base' },
            ]}
            value={list.filters.filterType}
            onChange={(filterType) => list.setFilters({ ...list.filters, filterType })}
          />
        </ListFilterBar>
      }
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-test="rls-add"
          onClick={() => setEditing('new')}
        >
          Rule
        </Button>
      }
      rowName={(row) => row.name}
      noun={{ one: 'rule', many: 'rules' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={async (selected) => {
        const res = await deleteRules(selected.map((r) => r.id)).unwrap();
        return selected.length === 1 ? `Deleted: ${selected[0]!.name}` : res.message;
      }}
      rowActions={(row) => (
        <Tooltip title="Edit">
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${row.name}`}
            data-test="rls-edit"
            onClick={() => setEditing(row.id)}
          />
        </Tooltip>
      )}
      columns={[
        { title: 'Name', key: 'name', sorter: true, render: (_, r) => r.name },
        { title: 'Filter type', key: 'filter_type', sorter: true, render: (_, r) => r.filter_type },
        {
          title: 'Tables',
          key: 'tables',
          render: (_, r) => (r.tables ?? []).map((t) => <Tag key={t.id}>{t.table_name}</Tag>),
        },
        {
          title: 'Roles',
          key: 'roles',
          render: (_, r) => (r.roles ?? []).map((x) => <Tag key={x.id}>{x.name}</Tag>),
        },
        { title: 'Group key', key: 'group_key', sorter: true, render: (_, r) => r.group_key ?? '' },
        {
          title: 'Clause',
          key: 'clause',
          sorter: true,
          render: (_, r) => <code data-test="rls-clause">{r.clause}</code>,
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
        <RlsModal ruleId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListPage>
  );
}
