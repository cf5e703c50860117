import { LoginForm } from '../features/auth/LoginForm.tsx';

export function LoginPage() {
  return <LoginForm />;
}
