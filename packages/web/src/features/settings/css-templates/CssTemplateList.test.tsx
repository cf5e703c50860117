import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../../api/http.ts';
import { CssTemplateListPage } from '../../../pages/CssTemplateListPage.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { CssTemplatePicker } from './CssTemplatePicker.tsx';

const TEMPLATE = {
  id: 5,
  template_name: 'Dark',
  css: '.dashboard { background: #111; }',
  created_on: '2026-11-01T10:00:00',
  changed_on_delta_humanized: 'a day ago',
  created_by: { id: 1, first_name: 'Admin', last_name: 'User' },
  changed_by: { id: 1, first_name: 'Admin', last_name: 'User' },
};

describe('Settings > CSS Templates', () => {
  let requests: { url: string; method: string; body: unknown }[];

  beforeEach(() => {
    resetCsrfToken();
    requests = [];
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/v1/css_template/?q='))
        return jsonResponse(200, { count: 1, ids: [5], result: [TEMPLATE] });
      if (url === '/api/v1/css_template/5') {
        if (method === 'PUT') return jsonResponse(200, { id: 5, result: {} });
        const { created_on: _c, ...shown } = TEMPLATE;
        return jsonResponse(200, { id: 5, result: shown });
      }
      if (url.startsWith('/api/v1/security/csrf_token'))
        return jsonResponse(200, { result: 'tok' });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the templates and edits one through the modal', async () => {
    renderWithApp(<CssTemplateListPage />);
    expect(await screen.findByText('Dark')).toBeTruthy();
    expect(decodeURIComponent(requests[0]!.url)).toContain('order_column:template_name');
    fireEvent.click(screen.getByLabelText('Edit Dark'));
    const css = (await screen.findByDisplayValue(TEMPLATE.css)) as HTMLTextAreaElement;
    fireEvent.change(css, { target: { value: '.x { color: red; }' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      template_name: 'Dark',
      css: '.x { color: red; }',
    });
  }, 30_000);

  it("the CSS editor's picker hands over the picked template's css", async () => {
    const picked: string[] = [];
    renderWithApp(<CssTemplatePicker onPick={(css) => picked.push(css)} />);
    const select = await screen.findByText('Load a CSS template');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('Dark'));
    expect(picked).toEqual([TEMPLATE.css]);
  }, 30_000);
});
