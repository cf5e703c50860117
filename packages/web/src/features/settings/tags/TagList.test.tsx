import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../../api/http.ts';
import { TagListPage } from '../../../pages/TagListPage.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';

const TAG = {
  id: 2,
  name: 'finance',
  type: 'custom',
  description: 'money',
  created_on: '2026-11-01T10:00:00',
  changed_on: '2026-11-01T10:00:00',
  changed_on_delta_humanized: 'a day ago',
  created_on_delta_humanized: 'a day ago',
  created_by: { id: 1, first_name: 'Admin', last_name: 'User' },
  changed_by: { id: 1, first_name: 'Admin', last_name: 'User' },
};

describe('Settings > Tags', () => {
  let requests: { url: string; method: string; body: unknown }[];

  beforeEach(() => {
    resetCsrfToken();
    requests = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/v1/tag/?q='))
        return jsonResponse(200, { count: 1, ids: [2], result: [TAG] });
      if (url === '/api/v1/tag/' && method === 'POST')
        return jsonResponse(201, { id: 3, result: {} });
      if (url.startsWith('/api/v1/security/csrf_token'))
        return jsonResponse(200, { result: 'tok' });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the custom tags and creates one', async () => {
    renderWithApp(<TagListPage />);
    expect(await screen.findByText('finance')).toBeTruthy();
    expect(decodeURIComponent(requests[0]!.url)).toContain('(col:type,opr:eq,value:custom)');
    fireEvent.click(screen.getByText('Tag'));
    await screen.findByText('Create Tag');
    fireEvent.change(document.querySelector('[data-test="tag-name"]')!, {
      target: { value: 'ops' },
    });
    fireEvent.click(screen.getByText('Create'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      name: 'ops',
      description: null,
    });
  }, 30_000);
});
