import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../../api/http.ts';
import { RowLevelSecurityListPage } from '../../../pages/RowLevelSecurityListPage.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';

const RULE = {
  id: 3,
  name: 'EMEA only',
  filter_type: 'Regular',
  tables: [{ id: 7, table_name: 'sales' }],
  roles: [{ id: 4, name: 'Gamma' }],
  clause: "region = 'EMEA'",
  changed_on_delta_humanized: 'a day ago',
  changed_by: { id: 1, first_name: 'Admin', last_name: 'User' },
  group_key: 'region',
};
const SHOWN = {
  name: 'EMEA only',
  description: null,
  filter_type: 'Regular',
  tables: [{ id: 7, schema: 'main', table_name: 'sales' }],
  roles: [{ id: 4, name: 'Gamma' }],
  group_key: 'region',
  clause: "region = 'EMEA'",
};

describe('Settings > Row Level Security', () => {
  let requests: { url: string; method: string; body: unknown }[];

  beforeEach(() => {
    resetCsrfToken();
    requests = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/v1/rowlevelsecurity/?q='))
        return jsonResponse(200, { count: 1, ids: [3], result: [RULE] });
      if (url.startsWith('/api/v1/rowlevelsecurity/related/'))
        return jsonResponse(200, { count: 0, result: [] });
      if (url === '/api/v1/rowlevelsecurity/3' && method === 'GET')
        return jsonResponse(200, { id: 3, result: SHOWN });
      if (url === '/api/v1/rowlevelsecurity/3' && method === 'PUT')
        return jsonResponse(422, { message: { name: ['Name must be unique'] } });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists rules and edits one, showing the server message when the name is taken', async () => {
    renderWithApp(<RowLevelSecurityListPage />, '/rowlevelsecurity/list/');
    await waitFor(() => expect(screen.getByText('EMEA only')).toBeTruthy());
    expect(screen.getByText("region = 'EMEA'")).toBeTruthy();
    expect(screen.getByText('Admin User')).toBeTruthy();
    fireEvent.click(screen.getByTestId('rls-edit'));
    await waitFor(() =>
      expect((screen.getByTestId('rls-name') as HTMLInputElement).value).toBe('EMEA only'),
    );
    fireEvent.change(screen.getByTestId('rls-clause-input'), {
      target: { value: "region = 'APAC'" },
    });
    fireEvent.click(screen.getByTestId('rls-save'));
    await waitFor(() => expect(screen.getByText('Name must be unique')).toBeTruthy());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'EMEA only',
      filter_type: 'Regular',
      tables: [7],
      roles: [4],
      group_key: 'region',
      clause: "region = 'APAC'",
      description: null,
    });
  }, 20_000);
});
