import type { AdminUser, UserBody } from './user-api.ts';

/** The fields of the user modal (Superset's UserListAddModal / UserListEditModal). */
export interface UserFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: number[];
  password: string;
  confirm_password: string;
}

/** The form's values for `user`, or a new active user without roles. */
export function initialUserValues(user: AdminUser | null): UserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    active: user?.active ?? true,
    roles: (user?.roles ?? []).flatMap((r) => (r.id === undefined ? [] : [r.id])),
    password: '',
    confirm_password: '',
  };
}

/** What is wrong with the values before they are sent, by field; empty when they can be saved. */
export function userFormProblems(v: UserFormValues, isNew: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of ['first_name', 'last_name', 'username', 'email'] as const)
    if (!v[key].trim()) problems[key] = 'This field is required';
  if (/\s/.test(v.username.trim())) problems.username = 'Username must not contain spaces.';
  if (isNew && !v.password) problems.password = 'This field is required';
  if ((isNew || v.password) && v.password !== v.confirm_password)
    problems.confirm_password = 'Passwords do not match!';
  return problems;
}

/** The request body: trimmed names, the password only when one was typed. */
export function userBody(v: UserFormValues): UserBody {
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    username: v.username.trim(),
    email: v.email.trim(),
    active: v.active,
    roles: v.roles,
    ...(v.password ? { password: v.password } : {}),
  };
}

/** The server's field errors (`{message: {field: [text]}}`) as one text per field. */
export function serverFieldProblems(body: unknown): Record<string, string> | null {
  const message = (body as { message?: unknown } | undefined)?.message;
  if (!message || typeof message !== 'object') return null;
  return Object.fromEntries(
    Object.entries(message as Record<string, unknown>).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.join(' ') : String(v),
    ]),
  );
}
