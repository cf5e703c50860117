import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../api/http.ts';
import { AlertReportListPage } from '../../pages/AlertReportListPage.tsx';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';

const ME = {
  username: 'ann',
  firstName: 'Ann',
  lastName: 'Alpha',
  userId: 7,
  isActive: true,
  isAnonymous: false,
  createdOn: null,
  email: 'ann@example.com',
  loginCount: 1,
  roles: { Alpha: [['can_write', 'ReportSchedule']] },
  permissions: {},
};

const row = (active: boolean) => ({
  id: 4,
  type: 'Report',
  name: 'Weekly Ops',
  description: null,
  active,
  crontab: '0 12 * * 1',
  timezone: 'Europe/Paris',
  creation_method: 'dashboards',
  chart_id: null,
  dashboard_id: 2,
  database_id: null,
  report_format: 'PNG',
  last_state: 'Error',
  last_eval_dttm: '2026-11-27T09:00:00',
  recipients: [{ id: 1, type: 'Email' }],
  owners: [{ id: 7, first_name: 'Ann', last_name: 'Alpha' }],
  created_by: { id: 7, first_name: 'Ann', last_name: 'Alpha' },
  changed_by: null,
  created_on: '2026-11-27T08:00:00',
  changed_on: '2026-11-27T08:00:00',
  changed_on_delta_humanized: 'an hour ago',
  extra: {},
});

describe('Settings > Alerts & Reports', () => {
  let requests: { url: string; method: string; body: unknown }[];
  let active: boolean;

  beforeEach(() => {
    resetCsrfToken();
    requests = [];
    active = true;
    mockFetch((url, init) => {
      const method = init?.method ?? 'GET';
      requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/v1/me/roles/')) return jsonResponse(200, { result: ME });
      if (url.startsWith('/api/v1/report/?q='))
        return jsonResponse(200, { count: 1, ids: [4], result: [row(active)] });
      if (url === '/api/v1/report/4' && method === 'PUT') {
        active = (JSON.parse(String(init?.body)) as { active: boolean }).active;
        return jsonResponse(200, { id: 4, result: { active } });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the reports with the schedule in words; the switch PUTs active and refetches', async () => {
    renderWithApp(<AlertReportListPage />, '/report/list/');
    expect(await screen.findByText('Weekly Ops')).toBeTruthy();
    expect(screen.getByText('At 12:00, only on Monday (Europe/Paris)')).toBeTruthy();
    const lists = () => requests.filter((r) => r.url.startsWith('/api/v1/report/?q='));
    expect(decodeURIComponent(lists()[0]!.url)).toContain('(col:type,opr:eq,value:Report)');
    const toggle = () => document.querySelector('[data-test="alert-report-active"]')!;
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
    const before = lists().length;
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ active: false });
    expect(lists().length).toBeGreaterThan(before);
  }, 30_000);
});
