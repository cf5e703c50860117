import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../../api/http.ts';
import { RoleListPage } from '../../../pages/RoleListPage.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';

const GAMMA = { id: 4, name: 'Gamma', user_ids: [7], permission_ids: [1, 2], group_ids: [] };
const PERMS = [
  { id: 1, permission: { name: 'can_read' }, view_menu: { name: 'Chart' } },
  { id: 2, permission: { name: 'can_read' }, view_menu: { name: 'Dashboard' } },
];
const USER = {
  id: 7,
  username: 'gia',
  first_name: 'Gia',
  last_name: 'Gamma',
  email: 'gia@example.com',
  active: true,
  login_count: 0,
  fail_login_count: 0,
  last_login: null,
  created_on: '2026-01-01T00:00:00',
  changed_on: '2026-01-01T00:00:00',
  roles: [{ id: 4, name: 'Gamma' }],
};

describe('Settings > Roles', () => {
  let writes: { url: string; method: string; body: unknown }[];
  beforeEach(() => {
    resetCsrfToken();
    writes = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push({ url, method, body: JSON.parse(String(init!.body)) });
        if (url === '/api/v1/security/roles/')
          return jsonResponse(201, { id: 9, result: { name: 'x' } });
        return jsonResponse(200, { result: {} });
      }
      if (url.startsWith('/api/v1/security/roles/search/'))
        return jsonResponse(200, { count: 1, ids: [4], result: [GAMMA] });
      if (url.startsWith('/api/v1/security/permissions-resources/'))
        return jsonResponse(200, { count: 2, ids: [1, 2], result: PERMS });
      if (url.startsWith('/api/v1/security/users/'))
        return jsonResponse(200, { count: 1, ids: [7], result: [USER] });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists roles with member names and permission labels, and duplicates one', async () => {
    renderWithApp(<RoleListPage />, '/roles/list/');
    await screen.findByText('can read Chart, can read Dashboard', {}, { timeout: 10_000 });
    expect(screen.getByText('gia')).toBeTruthy();
    fireEvent.click(document.querySelector('[data-test="role-duplicate"]')!);
    await screen.findByText('Duplicate role Gamma');
    fireEvent.change(document.querySelector('[data-test="role-name"]')!, {
      target: { value: 'Gamma copy' },
    });
    fireEvent.click(screen.getByText('Duplicate'));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes).toEqual([
      { url: '/api/v1/security/roles/', method: 'POST', body: { name: 'Gamma copy' } },
      {
        url: '/api/v1/security/roles/9/permissions',
        method: 'POST',
        body: { permission_view_menu_ids: [1, 2] },
      },
    ]);
  }, 30_000);
});
