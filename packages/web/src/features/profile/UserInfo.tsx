import { useState } from 'react';
import { Button, Collapse, Descriptions, Flex, Typography } from 'antd';
import { FormOutlined, LockOutlined } from '@ant-design/icons';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import { useGetMeQuery } from './profile-api.ts';
import { EditProfileModal, ResetPasswordModal } from './ProfileModals.tsx';

/** /user_info/ (Superset's UserInfo page): who you are, your roles; edit your name, reset your password. */
export function UserInfo() {
  const { data: user } = useGetCurrentUserQuery();
  const me = useGetMeQuery();
  const [modal, setModal] = useState<'password' | 'edit' | null>(null);
  if (!user) return null;
  const firstName = me.data?.first_name ?? user.firstName ?? '';
  const lastName = me.data?.last_name ?? user.lastName ?? '';
  const labelStyle = { width: 140 };

  return (
    <div data-test="user-info" style={{ maxWidth: 960 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Your user information
        </Typography.Title>
        <Flex gap={8}>
          <Button
            icon={<LockOutlined />}
            data-test="reset-password-button"
            onClick={() => setModal('password')}
          >
            Reset my password
          </Button>
          <Button
            type="primary"
            icon={<FormOutlined />}
            data-test="edit-user-button"
            onClick={() => setModal('edit')}
          >
            Edit user
          </Button>
        </Flex>
      </Flex>
      <Collapse
        ghost
        defaultActiveKey={['userInfo', 'personalInfo']}
        items={[
          {
            key: 'userInfo',
            label: <strong>User info</strong>,
            children: (
              <Descriptions bordered size="small" column={1} styles={{ label: labelStyle }}>
                <Descriptions.Item label="User Name">{user.username}</Descriptions.Item>
                <Descriptions.Item label="Is Active?">
                  {user.isActive ? 'Yes' : 'No'}
                </Descriptions.Item>
                <Descriptions.Item label="Role">
                  <span data-test="user-info-roles">
                    {Object.keys(user.roles).join(', ') || 'None'}
                  </span>
                </Descriptions.Item>
                <Descriptions.Item label="Login count">
                  {me.data?.login_count ?? user.loginCount}
                </Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'personalInfo',
            label: <strong>Personal info</strong>,
            children: (
              <Descriptions bordered size="small" column={1} styles={{ label: labelStyle }}>
                <Descriptions.Item label="First Name">
                  <span data-test="user-info-first-name">{firstName}</span>
                </Descriptions.Item>
                <Descriptions.Item label="Last Name">{lastName}</Descriptions.Item>
                <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
              </Descriptions>
            ),
          },
        ]}
      />
      {modal === 'password' && <ResetPasswordModal onClose={() => setModal(null)} />}
      {modal === 'edit' && (
        <EditProfileModal
          firstName={firstName}
          lastName={lastName}
          onClose={() => setModal(null)}
        />
      )}
    </div>
  );
}
