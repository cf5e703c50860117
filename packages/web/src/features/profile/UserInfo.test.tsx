import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../api/http.ts';
import { UserInfoPage } from '../../pages/UserInfoPage.tsx';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

const ME_ROLES = {
  username: 'gia',
  firstName: 'Gia',
  lastName: 'Gamma',
  userId: 7,
  isActive: true,
  isAnonymous: false,
  createdOn: '2026-01-01T00:00:00',
  email: 'gia@example.com',
  loginCount: 4,
  roles: { Gamma: [], reader: [] },
  permissions: {},
};
const ME = {
  id: 7,
  username: 'gia',
  email: 'gia@example.com',
  first_name: 'Gia',
  last_name: 'Gamma',
  is_active: true,
  is_anonymous: false,
  login_count: 4,
};

describe('/user_info/', () => {
  let puts: unknown[];
  beforeEach(() => {
    resetCsrfToken();
    puts = [];
    mockFetch((url, init) => {
      if (url === '/api/v1/me/roles/') return jsonResponse(200, { result: ME_ROLES });
      if (url === '/api/v1/me/' && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { result: ME });
      }
      if (url === '/api/v1/me/') return jsonResponse(200, { result: ME });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the roles and resets the own password through PUT /api/v1/me/', async () => {
    renderWithApp(<UserInfoPage />, '/user_info/');
    await waitFor(
      () =>
        expect(document.querySelector('[data-test="user-info-roles"]')?.textContent).toBe(
          'Gamma, reader',
        ),
      { timeout: 10_000 },
    );
    fireEvent.click(screen.getByText('Reset my password'));
    await screen.findByText('Reset password');
    const box = (name: string) => {
      const el = document.querySelector(`[data-test="${name}"]`)!;
      return el.tagName === 'INPUT' ? el : el.querySelector('input')!;
    };
    fireEvent.change(box('reset-password'), { target: { value: 'new-pass-123' } });
    fireEvent.change(box('reset-password-confirm'), { target: { value: 'other' } });
    fireEvent.click(screen.getByText('Save'));
    await screen.findByText('Passwords do not match!');
    fireEvent.change(box('reset-password-confirm'), { target: { value: 'new-pass-123' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(puts).toEqual([{ password: 'new-pass-123' }]));
  }, 30_000);
});
