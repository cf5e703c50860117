import { useState } from 'react';
import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import { safeNextPath, startSession, useLoginMutation } from '../../api/auth-api.ts';
import './login.css';

/** What a wrong username or password shows. */
const INVALID_LOGIN = 'Invalid login. Please try again.';
const REQUIRED = { username: 'Enter your username', password: 'Enter your password' } as const;
type Field = keyof typeof REQUIRED;

/**
 * The sign-in card; on success goes to `?next=` (same-site paths only) or the start page.
 * Plain HTML and CSS, no antd: the login page is the first load of most visits (issue #17).
 */
export function LoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Field[]>([]);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();

  // A plain form post that failed comes back as /login/?error=<message>.
  const redirectError = searchParams.get('error');
  const shownError =
    error ?? (redirectError === 'invalid' ? 'Enter a username and a password' : redirectError);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      username: String(data.get('username')),
      password: String(data.get('password')),
    };
    const empty = (Object.keys(REQUIRED) as Field[]).filter((field) => values[field] === '');
    setMissing(empty);
    if (empty.length > 0) return;
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

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="sl-login-field">
      <label htmlFor={`login-${name}`}>{label}</label>
      <input
        id={`login-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={name === 'username'}
        aria-invalid={missing.includes(name)}
        aria-describedby={missing.includes(name) ? `login-${name}-hint` : undefined}
        onInput={() => setMissing((m) => m.filter((f) => f !== name))}
        data-test={`login-${name}`}
      />
      {missing.includes(name) && (
        <div id={`login-${name}-hint`} className="sl-login-hint" role="alert">
          {REQUIRED[name]}
        </div>
      )}
    </div>
  );

  return (
    <main className="sl-login">
      <div className="sl-login-card" data-test="login-card">
        <h1>Sign in to Sightline</h1>
        {shownError && (
          <div className="sl-login-error" role="alert" data-test="login-error">
            {shownError}
          </div>
        )}
        <form onSubmit={onSubmit} noValidate data-test="login-form">
          {field('username', 'Username', 'text', 'username')}
          {field('password', 'Password', 'password', 'current-password')}
          <button type="submit" disabled={isLoading} aria-busy={isLoading} data-test="login-submit">
            {isLoading ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
