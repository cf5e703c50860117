import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetCsrfToken } from '../../api/http.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ReportModal } from './ReportModal.tsx';

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

describe('ReportModal: a self-subscription to a chart', () => {
  let posts: unknown[];
  let answer: () => Response;

  beforeEach(() => {
    resetCsrfToken();
    posts = [];
    answer = () => jsonResponse(201, { id: 5, result: {} });
    mockFetch((url, init) => {
      if (url.startsWith('/api/v1/me/roles/')) return jsonResponse(200, { result: ME });
      if (url === '/api/v1/report/' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return answer();
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = () =>
    renderWithApp(
      <ReportModal
        target={{ creationMethod: 'charts', id: 11, name: 'Games', vizType: 'table' }}
        reportId={null}
        onClose={() => undefined}
      />,
    );

  it('sends the chart, the user as owner and recipient, and text for a table chart', async () => {
    open();
    expect(await screen.findByText('Schedule a new email report')).toBeTruthy();
    expect(screen.getByText('Text embedded in email')).toBeTruthy();
    expect((document.querySelector('[data-test="report-name"]') as HTMLInputElement).value).toBe(
      'Weekly Report for Games',
    );
    await waitFor(() =>
      expect(
        (document.querySelector('[data-test="report-save"]') as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByText('Add'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      type: 'Report',
      creation_method: 'charts',
      chart: 11,
      owners: [7],
      crontab: '0 12 * * 1',
      report_format: 'TEXT',
      custom_width: null,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'ann@example.com' } }],
    });
    expect(posts[0]).not.toHaveProperty('dashboard');
  }, 30_000);

  it("keeps a dashboard's native filter state with the report, as the user sees it", async () => {
    const dataMask = { 'NATIVE_FILTER-1': { filterState: { value: ['EMEA'] } } };
    renderWithApp(
      <ReportModal
        target={{ creationMethod: 'dashboards', id: 3, name: 'Sales', dataMask: () => dataMask }}
        reportId={null}
        onClose={() => undefined}
      />,
    );
    await screen.findByText('Schedule a new email report');
    await waitFor(() =>
      expect(
        (document.querySelector('[data-test="report-save"]') as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByText('Add'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      creation_method: 'dashboards',
      dashboard: 3,
      extra: { dashboard: { dataMask } },
    });
  }, 30_000);

  it("shows the server's 409 in the modal: one report per user and object", async () => {
    answer = () =>
      jsonResponse(409, {
        errors: [
          {
            message: 'Resource already has an attached report.',
            error_type: 'GENERIC_COMMAND_ERROR',
            level: 'error',
          },
        ],
      });
    open();
    await screen.findByText('Schedule a new email report');
    await waitFor(() =>
      expect(
        (document.querySelector('[data-test="report-save"]') as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByText('Add'));
    expect(await screen.findByText('Failed to create report')).toBeTruthy();
    expect(screen.getByText('Resource already has an attached report.')).toBeTruthy();
  }, 30_000);
});
