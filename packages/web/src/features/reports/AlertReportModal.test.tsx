import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { AlertReportModal } from './AlertReportModal.tsx';

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

const RELATED: Record<string, { value: number; text: string }[]> = {
  database: [{ value: 2, text: 'examples' }],
  dashboard: [{ value: 4, text: 'Sales' }],
  chart: [{ value: 11, text: 'Games' }],
  owners: [{ value: 7, text: 'Ann Alpha' }],
};

describe('AlertReportModal: adding an alert', () => {
  let posts: unknown[];

  beforeEach(() => {
    resetCsrfToken();
    posts = [];
    mockFetch((url, init) => {
      if (url.startsWith('/api/v1/me/roles/')) return jsonResponse(200, { result: ME });
      const related = /^\/api\/v1\/report\/related\/(\w+)/.exec(url);
      if (related) {
        const result = RELATED[related[1]!] ?? [];
        return jsonResponse(200, { count: result.length, result });
      }
      if (url === '/api/v1/report/' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { id: 9, result: {} });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const pick = async (test: string, title: string) => {
    fireEvent.mouseDown(within(await screen.findByTestId(test)).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle(title));
  };

  it('posts the database, SQL, condition, content and recipients the user filled in', async () => {
    renderWithApp(<AlertReportModal kind="Alert" reportId={null} onClose={() => undefined} />);
    expect(await screen.findByText('Add alert')).toBeTruthy();
    const save = () => screen.getByTestId('alert-report-save') as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('alert-report-name'), { target: { value: 'Low sales' } });
    fireEvent.click(screen.getByText('Alert condition'));
    await pick('alert-report-database', 'examples');
    fireEvent.change(screen.getByTestId('alert-report-sql'), {
      target: { value: 'SELECT SUM(x) FROM t' },
    });
    await pick('alert-report-condition', '< (Smaller than)');
    // The value field opens once an operator is chosen.
    const threshold = () => screen.getByTestId('alert-report-threshold') as HTMLInputElement;
    await waitFor(() => expect(threshold().disabled).toBe(false));
    fireEvent.change(threshold(), { target: { value: '10' } });
    fireEvent.click(screen.getByText('Alert contents'));
    await pick('alert-report-dashboard', 'Sales');
    fireEvent.click(screen.getByText('Notification method', { selector: 'span, div' }));
    fireEvent.change(await screen.findByTestId('alert-report-emailTo'), {
      target: { value: 'ops@example.com' },
    });
    await waitFor(() => expect(save().getAttribute('data-missing')).toBe(''));
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      type: 'Alert',
      name: 'Low sales',
      creation_method: 'alerts_reports',
      owners: [7],
      database: 2,
      sql: 'SELECT SUM(x) FROM t',
      validator_type: 'operator',
      validator_config_json: { op: '<', threshold: 10 },
      dashboard: 4,
      chart: null,
      crontab: '0 0 * * *',
      grace_period: 14400,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ops@example.com' } }],
    });
  }, 60_000);
});
