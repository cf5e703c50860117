import { useState } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListFilter } from '@sightline/core';
import { ListFilterBar } from '../../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { OptionFilter } from '../../../components/list/OptionFilter.tsx';
import { TriStateSelect } from '../../../components/list/TriStateSelect.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { UserModal } from './UserModal.tsx';
import { useDeleteUserMutation, useListRoleOptionsQuery, useListUsersQuery } from './user-api.ts';
import type { AdminUser } from './user-api.ts';

interface UserFilters {
  search: string;
  role: number | null;
  active: boolean | null;
}

/** The rison filters of Superset's Users list: a search over user name, a role, active or not. */
export function userListFilters({ search, role, active }: UserFilters): ListFilter[] {
  const out: ListFilter[] = [];
  if (search) out.push({ col: 'username', opr: 'ct', value: search });
  if (role !== null) out.push({ col: 'roles', opr: 'rel_m_m', value: role });
  if (active !== null) out.push({ col: 'active', opr: 'eq', value: active });
  return out;
}

const SORT_COLUMNS: Record<string, string> = {
  first_name: 'first_name',
  last_name: 'last_name',
  username: 'username',
  email: 'email',
  active: 'active',
};

/** Settings > Users (Superset 5's UsersList): search and filters, add, edit, delete. Admin only. */
export function UserList() {
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const list = useListPage<UserFilters>({
    initialFilters: { search: '', role: null, active: null },
    toListFilters: userListFilters,
    defaultSort: { column: 'username', direction: 'asc' },
    sortColumns: SORT_COLUMNS,
  });
  const { data, error, isFetching } = useListUsersQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const roles = useListRoleOptionsQuery();
  const [deleteUser, deleting] = useDeleteUserMutation();
  const rows = (data?.result ?? []) as AdminUser[];

  return (
    <ListPage<AdminUser, UserFilters>
      title="Users"
      testIds={{ page: 'user-list', table: 'user-table', rowDelete: 'user-delete' }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      errorTitle="Could not fetch users"
      emptyText={list.listFilters.length > 0 ? 'No users match your filters' : 'No users yet'}
      toolbar={
        <ListFilterBar
          dataTest="user-search"
          placeholder="Search by user name"
          onSearch={(search) => list.setFilters({ ...list.filters, search })}
        >
          <OptionFilter<number>
            placeholder="Role"
            dataTest="user-filter-role"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            isLoading={roles.isLoading}
            value={list.filters.role}
            onChange={(role) => list.setFilters({ ...list.filters, role })}
          />
          <TriStateSelect
            placeholder="Is active?"
            dataTest="user-filter-active"
            labels={{ yes: 'Yes', no: 'No' }}
            value={list.filters.active}
            onChange={(active) => list.setFilters({ ...list.filters, active })}
          />
        </ListFilterBar>
      }
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-test="user-add"
          onClick={() => setEditing('new')}
        >
          User
        </Button>
      }
      rowName={(row) => row.username}
      noun={{ one: 'user', many: 'users' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={async (selected) => {
        for (const row of selected) await deleteUser(row.id).unwrap();
        return selected.length === 1
          ? `Deleted user: ${selected[0]!.username}`
          : `Deleted ${selected.length} users`;
      }}
      rowActions={(row) => (
        <Tooltip title="Edit">
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`Edit ${row.username}`}
            data-test="user-edit"
            onClick={() => setEditing(row)}
          />
        </Tooltip>
      )}
      columns={[
        { title: 'First name', key: 'first_name', sorter: true, render: (_, r) => r.first_name },
        { title: 'Last name', key: 'last_name', sorter: true, render: (_, r) => r.last_name },
        {
          title: 'User Name',
          key: 'username',
          sorter: true,
          render: (_, r) => <span data-test="user-row-username">{r.username}</span>,
        },
        { title: 'Email', key: 'email', sorter: true, render: (_, r) => r.email },
        {
          title: 'Is Active?',
          key: 'active',
          sorter: true,
          render: (_, r) => (r.active ? 'Yes' : 'No'),
        },
        {
          title: 'Roles',
          key: 'roles',
          render: (_, r) => r.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
        },
      ]}
    >
      {editing !== null && (
        <UserModal user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListPage>
  );
}
