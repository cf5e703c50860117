import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { errorMessage } from '../../api/api-slice.ts';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { useUpdateMeMutation } from './profile-api.ts';

/** Superset's UserInfoResetPasswordModal: the new password twice. */
export function ResetPasswordModal({ onClose }: { onClose(): void }) {
  const toasts = useToasts();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, updating] = useUpdateMeMutation();
  const save = async () => {
    if (!password) return setProblem('Password is required');
    if (password !== confirm) return setProblem('Passwords do not match!');
    try {
      await update({ password }).unwrap();
      toasts.addSuccessToast('The password reset was successful');
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  return (
    <Modal
      open
      title="Reset password"
      okText="Save"
      okButtonProps={{ 'data-test': 'reset-password-save', loading: updating.isLoading }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <Form.Item label="Password" required>
          <Input.Password
            data-test="reset-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Confirm Password" required>
          <Input.Password
            data-test="reset-password-confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Superset's UserInfoEditModal: first and last name. */
export function EditProfileModal({
  firstName,
  lastName,
  onClose,
}: {
  firstName: string;
  lastName: string;
  onClose(): void;
}) {
  const toasts = useToasts();
  const [first, setFirst] = useState(firstName);
  const [last, setLast] = useState(lastName);
  const [problem, setProblem] = useState<string | null>(null);
  const [update, updating] = useUpdateMeMutation();
  const save = async () => {
    if (!first.trim() || !last.trim()) return setProblem('First and last name are required');
    try {
      await update({ first_name: first.trim(), last_name: last.trim() }).unwrap();
      toasts.addSuccessToast('The user was updated successfully');
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };
  return (
    <Modal
      open
      title="Edit user"
      okText="Save"
      okButtonProps={{ 'data-test': 'edit-user-save', loading: updating.isLoading }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <Form.Item label="First name" required>
          <Input
            data-test="edit-user-first-name"
            value={first}
            onChange={(e) => setFirst(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Last name" required>
          <Input
            data-test="edit-user-last-name"
            value={last}
            onChange={(e) => setLast(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
