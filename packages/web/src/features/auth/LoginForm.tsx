import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { safeNextPath, startSession, useLoginMutation } from '../../api/auth-api.ts';
import type { Credentials } from '../../api/auth-api.ts';

/** What a wrong username or password shows. */
const INVALID_LOGIN = 'Invalid login. Please try again.';

/** The sign-in card; on success goes to `?next=` (same-site paths only) or the start page. */
export function LoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();

  // A plain form post that failed comes back as /login/?error=<message>.
  const redirectError = searchParams.get('error');
  const shownError =
    error ?? (redirectError === 'invalid' ? 'Enter a username and a password' : redirectError);

  const onFinish = async (values: Credentials) => {
    setError(null);
    try {
      await login(values).unwrap();
    } catch (err) {
      // Superset's sign-in page answers wrong credentials with this line, not the API's 401 text.
      setError(asApiError(err)?.status === 401 ? INVALID_LOGIN : errorMessage(err));
      return;
    }
    await startSession(dispatch);
    navigate(safeNextPath(searchParams.get('next')), { replace: true });
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Card style={{ width: 360 }} data-test="login-card">
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          Sign in to Sightline
        </Typography.Title>
        {shownError && (
          <Alert
            type="error"
            showIcon
            title={shownError}
            data-test="login-error"
            style={{ marginBottom: 16 }}
          />
        )}
        <Form<Credentials>
          layout="vertical"
          onFinish={onFinish}
          requiredMark={false}
          data-test="login-form"
        >
          <Form.Item
            label="Username"
            name="username"
            rules={[{ required: true, message: 'Enter your username' }]}
          >
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              data-test="login-username"
            />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password' }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-test="login-password"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={isLoading}
            data-test="login-submit"
          >
            Sign in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
