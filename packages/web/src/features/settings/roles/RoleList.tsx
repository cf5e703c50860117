import { useState } from 'react';
import { Button, Tooltip, Typography } from 'antd';
import { CopyOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListFilter } from '@sightline/core';
import { ListFilterBar } from '../../../components/list/ListFilterBar.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { OptionFilter } from '../../../components/list/OptionFilter.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useListAllUsersQuery } from '../users/user-api.ts';
import { RoleModal } from './RoleModal.tsx';
import { useDeleteRoleMutation, useListPermissionsQuery, useSearchRolesQuery } from './role-api.ts';
import type { RoleWithMembers } from './role-api.ts';

interface RoleFilters {
  search: string;
  user: number | null;
  permission: number | null;
}

/** The filters of /security/roles/search/: name, a member, a permission. */
export function roleListFilters({ search, user, permission }: RoleFilters): ListFilter[] {
  const out: ListFilter[] = [];
  if (search) out.push({ col: 'name', opr: 'ct', value: search });
  if (user !== null) out.push({ col: 'user_ids', opr: 'in', value: [user] });
  if (permission !== null) out.push({ col: 'permission_ids', opr: 'in', value: [permission] });
  return out;
}

/** Settings > Roles (Superset 5's RolesList): name, users, permissions; add, edit, delete. Admin only. */
export function RoleList() {
  const [editing, setEditing] = useState<RoleWithMembers | 'new' | null>(null);
  const [copying, setCopying] = useState<RoleWithMembers | null>(null);
  const list = useListPage<RoleFilters>({
    initialFilters: { search: '', user: null, permission: null },
    toListFilters: roleListFilters,
    defaultSort: { column: 'name', direction: 'asc' },
    sortColumns: { name: 'name' },
  });
  const { data, error, isFetching } = useSearchRolesQuery(list.params, {
    refetchOnMountOrArgChange: true,
  });
  const users = useListAllUsersQuery();
  const permissions = useListPermissionsQuery();
  const [deleteRole, deleting] = useDeleteRoleMutation();
  const rows = (data?.result ?? []) as RoleWithMembers[];
  const userName = new Map((users.data ?? []).map((u) => [u.id, u.username]));
  const permissionName = new Map((permissions.data ?? []).map((p) => [p.value, p.label]));

  return (
    <ListPage<RoleWithMembers, RoleFilters>
      title="Roles"
      testIds={{ page: 'role-list', table: 'role-table', rowDelete: 'role-delete' }}
      list={list}
      rows={rows}
      total={data?.count ?? 0}
      isFetching={isFetching}
      error={error}
      errorTitle="Could not fetch roles"
      emptyText={list.listFilters.length > 0 ? 'No roles match your filters' : 'No roles yet'}
      toolbar={
        <ListFilterBar
          dataTest="role-search"
          placeholder="Search by name"
          onSearch={(search) => list.setFilters({ ...list.filters, search })}
        >
          <OptionFilter<number>
            placeholder="User"
            dataTest="role-filter-user"
            options={(users.data ?? []).map((u) => ({ value: u.id, label: u.username }))}
            value={list.filters.user}
            onChange={(user) => list.setFilters({ ...list.filters, user })}
          />
          <OptionFilter<number>
            placeholder="Permission"
            dataTest="role-filter-permission"
            options={permissions.data ?? []}
            value={list.filters.permission}
            onChange={(permission) => list.setFilters({ ...list.filters, permission })}
          />
        </ListFilterBar>
      }
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-test="role-add"
          onClick={() => setEditing('new')}
        >
          Role
        </Button>
      }
      rowName={(row) => row.name}
      noun={{ one: 'role', many: 'roles' }}
      canDelete
      isDeleting={deleting.isLoading}
      onDelete={async (selected) => {
        for (const row of selected) await deleteRole(row.id).unwrap();
        return selected.length === 1 ? `Deleted role: ${selected[0]!.name}` : 'Deleted roles';
      }}
      rowActions={(row) => (
        <>
          <Tooltip title="Edit">
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${row.name}`}
              data-test="role-edit"
              onClick={() => setEditing(row)}
            />
          </Tooltip>
          <Tooltip title="Duplicate">
            <Button
              type="text"
              size="small"
              icon={<CopyOutlined />}
              aria-label={`Duplicate ${row.name}`}
              data-test="role-duplicate"
              onClick={() => setCopying(row)}
            />
          </Tooltip>
        </>
      )}
      columns={[
        {
          title: 'Name',
          key: 'name',
          sorter: true,
          render: (_, r) => <span data-test="role-name-cell">{r.name}</span>,
        },
        {
          title: 'Users',
          key: 'user_ids',
          render: (_, r) => r.user_ids.map((id) => userName.get(id) ?? id).join(', '),
        },
        {
          title: 'Permissions',
          key: 'permission_ids',
          width: '50%',
          render: (_, r) => (
            <Typography.Text ellipsis={{ tooltip: true }} style={{ maxWidth: 520 }}>
              {r.permission_ids.map((id) => permissionName.get(id) ?? id).join(', ')}
            </Typography.Text>
          ),
        },
      ]}
    >
      {editing !== null && (
        <RoleModal role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {copying !== null && (
        <RoleModal role={null} copyOf={copying} onClose={() => setCopying(null)} />
      )}
    </ListPage>
  );
}
