import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Table, Tabs } from 'antd';
import { errorMessage } from '../../../api/api-slice.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import { useListAllUsersQuery } from '../users/user-api.ts';
import type { AdminUser } from '../users/user-api.ts';
import {
  useCreateRoleMutation,
  useListPermissionsQuery,
  useRefreshRolesMutation,
  useRenameRoleMutation,
  useSetRolePermissionsMutation,
  useSetRoleUsersMutation,
} from './role-api.ts';
import type { RoleWithMembers } from './role-api.ts';
import { roleSaveSteps } from './role-form.ts';
import type { RoleFormValues } from './role-form.ts';

const fullName = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim() || u.username;

/**
 * Superset 5's RoleListAddModal and RoleListEditModal: a role's name, its permissions and users
 * ("Edit Role" tab), and a table of the role's users ("Users" tab, editing only).
 */
export function RoleModal({
  role,
  copyOf,
  onClose,
}: {
  role: RoleWithMembers | null;
  /** Superset's RoleListDuplicateModal: a new role with this role's permissions. */
  copyOf?: RoleWithMembers;
  onClose(): void;
}) {
  const toasts = useToasts();
  const before: RoleFormValues | null = role
    ? { roleName: role.name, rolePermissions: role.permission_ids, roleUsers: role.user_ids }
    : null;
  const [values, setValues] = useState<RoleFormValues>(
    before ?? { roleName: '', rolePermissions: copyOf?.permission_ids ?? [], roleUsers: [] },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const permissions = useListPermissionsQuery();
  const users = useListAllUsersQuery();
  const [createRole] = useCreateRoleMutation();
  const [renameRole] = useRenameRoleMutation();
  const [setPermissions] = useSetRolePermissionsMutation();
  const [setUsers] = useSetRoleUsersMutation();
  const [refresh] = useRefreshRolesMutation();

  const save = async () => {
    const name = values.roleName.trim();
    if (!name) {
      setProblem('Role name is required');
      return;
    }
    setSaving(true);
    try {
      let id = role?.id;
      for (const step of roleSaveSteps(before, values)) {
        if (step === 'name' && id === undefined)
          id = Number((await createRole({ name }).unwrap()).id);
        else if (step === 'name') await renameRole({ id: id!, name }).unwrap();
        else if (step === 'permissions')
          await setPermissions({ id: id!, permissionIds: values.rolePermissions }).unwrap();
        else await setUsers({ id: id!, userIds: values.roleUsers }).unwrap();
      }
      toasts.addSuccessToast(
        role ? 'Role successfully updated!' : 'Role was successfully created!',
      );
      onClose();
    } catch (err) {
      setProblem(
        `${role ? 'Error while updating role!' : 'Error while adding role!'} ${errorMessage(err)}`,
      );
    } finally {
      setSaving(false);
      void refresh();
    }
  };

  const fields = (
    <>
      <Form.Item label="Role Name" required>
        <Input
          data-test="role-name"
          value={values.roleName}
          onChange={(e) => setValues({ ...values, roleName: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Permissions">
        <Select<number[]>
          mode="multiple"
          data-test="role-permissions"
          placeholder="Select permissions"
          loading={permissions.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          maxTagCount={12}
          options={permissions.data ?? []}
          value={values.rolePermissions}
          onChange={(next) => setValues({ ...values, rolePermissions: next })}
        />
      </Form.Item>
      <Form.Item label="Users">
        <Select<number[]>
          mode="multiple"
          data-test="role-users"
          placeholder="Select users"
          loading={users.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(users.data ?? []).map((u) => ({ value: u.id, label: fullName(u) }))}
          value={values.roleUsers}
          onChange={(next) => setValues({ ...values, roleUsers: next })}
        />
      </Form.Item>
    </>
  );
  const members = (users.data ?? []).filter((u) => role?.user_ids.includes(u.id));

  return (
    <Modal
      open
      title={role ? 'Edit Role' : copyOf ? `Duplicate role ${copyOf.name}` : 'Add Role'}
      okText={role ? 'Save' : copyOf ? 'Duplicate' : 'Add'}
      okButtonProps={{ 'data-test': 'role-save', loading: isSaving }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form layout="vertical" data-test="role-modal">
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
        {role ? (
          <Tabs
            items={[
              { key: 'edit', label: 'Edit Role', forceRender: true, children: fields },
              {
                key: 'users',
                label: 'Users',
                children: (
                  <Table<AdminUser>
                    data-test="role-user-table"
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={members}
                    columns={[
                      { title: 'First Name', dataIndex: 'first_name' },
                      { title: 'Last Name', dataIndex: 'last_name' },
                      { title: 'User Name', dataIndex: 'username' },
                      { title: 'Email', dataIndex: 'email' },
                      {
                        title: 'Is Active?',
                        dataIndex: 'active',
                        render: (v: boolean) => (v ? 'Yes' : 'No'),
                      },
                    ]}
                  />
                ),
              },
            ]}
          />
        ) : (
          fields
        )}
      </Form>
    </Modal>
  );
}
