import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { asApiError, errorMessage } from '../../../api/api-slice.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import {
  useCreateUserMutation,
  useListRoleOptionsQuery,
  useUpdateUserMutation,
} from './user-api.ts';
import type { AdminUser } from './user-api.ts';
import { initialUserValues, serverFieldProblems, userBody, userFormProblems } from './user-form.ts';
import type { UserFormValues } from './user-form.ts';

type TextField = Exclude<keyof UserFormValues, 'active' | 'roles'>;

const TEXT_FIELDS: { key: TextField; label: string; type?: 'password'; onlyNew?: boolean }[] = [
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'username', label: 'User name' },
  { key: 'email', label: 'Email' },
];
const PASSWORD_FIELDS: { key: TextField; label: string }[] = [
  { key: 'password', label: 'Password' },
  { key: 'confirm_password', label: 'Confirm Password' },
];

/** Superset's Add / Edit User modal (mounted only while open); the password is asked on create. */
export function UserModal({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const toasts = useToasts();
  const isNew = user === null;
  const [values, setValues] = useState(() => initialUserValues(user));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const roles = useListRoleOptionsQuery();
  const [create, creating] = useCreateUserMutation();
  const [update, updating] = useUpdateUserMutation();
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = async () => {
    const found = userFormProblems(values, isNew);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (isNew) await create(userBody(values)).unwrap();
      else await update({ id: user.id, body: userBody(values) }).unwrap();
      toasts.addSuccessToast(
        isNew ? 'User was successfully created!' : 'User was successfully updated!',
      );
      onClose();
    } catch (err) {
      const fields = serverFieldProblems(asApiError(err)?.body);
      if (fields) setProblems(fields);
      else setFailure(errorMessage(err));
    }
  };

  const textItem = (f: { key: TextField; label: string }, isPassword = false) => (
    <Form.Item
      key={f.key}
      label={f.label}
      required={!isPassword || isNew}
      validateStatus={problems[f.key] ? 'error' : undefined}
      help={problems[f.key]}
    >
      {isPassword ? (
        <Input.Password
          data-test={`user-${f.key}`}
          value={values[f.key]}
          autoComplete="new-password"
          onChange={(e) => set(f.key, e.target.value)}
        />
      ) : (
        <Input
          data-test={`user-${f.key}`}
          value={values[f.key]}
          onChange={(e) => set(f.key, e.target.value)}
        />
      )}
    </Form.Item>
  );

  return (
    <Modal
      open
      title={isNew ? 'Add User' : 'Edit User'}
      okText={isNew ? 'Add' : 'Save'}
      okButtonProps={{
        'data-test': 'user-save',
        loading: creating.isLoading || updating.isLoading,
      }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Form layout="vertical" data-test="user-modal">
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
        {TEXT_FIELDS.map((f) => textItem(f))}
        <Form.Item label="Is active?">
          <Switch
            data-test="user-active"
            checked={values.active}
            onChange={(checked) => set('active', checked)}
          />
        </Form.Item>
        <Form.Item
          label="Roles"
          validateStatus={problems.roles ? 'error' : undefined}
          help={problems.roles}
        >
          <Select<number[]>
            mode="multiple"
            data-test="user-roles"
            placeholder="Select roles"
            loading={roles.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            value={values.roles}
            onChange={(next) => set('roles', next)}
          />
        </Form.Item>
        {isNew && PASSWORD_FIELDS.map((f) => textItem(f, true))}
      </Form>
    </Modal>
  );
}
