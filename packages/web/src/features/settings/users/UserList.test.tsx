import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../../api/http.ts';
import { UserListPage } from '../../../pages/UserListPage.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { userFormProblems, initialUserValues, userBody } from './user-form.ts';
import { userListFilters } from './UserList.tsx';

const ADMIN = {
  id: 1,
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@example.com',
  active: true,
  login_count: 3,
  fail_login_count: 0,
  last_login: null,
  created_on: '2026-01-01T00:00:00',
  changed_on: '2026-01-01T00:00:00',
  roles: [{ id: 1, name: 'Admin' }],
};

describe('user form', () => {
  it('requires the names, a password twice on create, and no spaces in the user name', () => {
    const v = { ...initialUserValues(null), first_name: 'A', last_name: 'B', email: 'a@b.c' };
    expect(userFormProblems({ ...v, username: 'a b' }, true)).toEqual({
      username: 'Username must not contain spaces.',
      password: 'This field is required',
    });
    expect(
      userFormProblems({ ...v, username: 'ab', password: 'x', confirm_password: 'y' }, true),
    ).toEqual({ confirm_password: 'Passwords do not match!' });
    expect(userFormProblems({ ...initialUserValues(ADMIN) }, false)).toEqual({});
    expect(userBody(initialUserValues(ADMIN))).toEqual({
      first_name: 'Ada',
      last_name: 'Admin',
      username: 'admin',
      email: 'admin@example.com',
      active: true,
      roles: [1],
    });
    expect(userListFilters({ search: 'ad', role: 4, active: false })).toEqual([
      { col: 'username', opr: 'ct', value: 'ad' },
      { col: 'roles', opr: 'rel_m_m', value: 4 },
      { col: 'active', opr: 'eq', value: false },
    ]);
  });
});

describe('Settings > Users', () => {
  let requests: { url: string; method: string; body: unknown }[];
  beforeEach(() => {
    resetCsrfToken();
    requests = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/v1/security/users/?q='))
        return jsonResponse(200, { count: 1, ids: [1], result: [ADMIN] });
      if (url === '/api/v1/security/roles/')
        return jsonResponse(200, {
          count: 2,
          ids: [1, 4],
          result: [
            { id: 1, name: 'Admin' },
            { id: 4, name: 'Gamma' },
          ],
        });
      if (url === '/api/v1/security/users/' && method === 'POST')
        return jsonResponse(201, { id: 2, result: {} });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists users with their roles and creates one with a password', async () => {
    renderWithApp(<UserListPage />, '/users/list/');
    expect(await screen.findByText('admin@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByText('User'));
    await screen.findByText('Add User');
    const type = (field: string, value: string) => {
      const el = document.querySelector(`[data-test="user-${field}"]`)!;
      fireEvent.change(el.tagName === 'INPUT' ? el : el.querySelector('input')!, {
        target: { value },
      });
    };
    type('first_name', 'Gia');
    type('last_name', 'Gamma');
    type('username', 'gia');
    type('email', 'gia@example.com');
    type('password', 'pass-1234');
    type('confirm_password', 'pass-1234');
    fireEvent.click(screen.getByText('Add'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      first_name: 'Gia',
      last_name: 'Gamma',
      username: 'gia',
      email: 'gia@example.com',
      active: true,
      roles: [],
      password: 'pass-1234',
    });
  }, 30_000);
});
