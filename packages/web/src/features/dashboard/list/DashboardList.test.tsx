import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetCsrfToken } from '../../../api/http.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { DashboardList } from './DashboardList.tsx';

const EDITOR = {
  username: 'ed',
  firstName: 'Ed',
  lastName: 'Itor',
  userId: 7,
  isActive: true,
  isAnonymous: false,
  roles: { Alpha: [['can_write', 'Dashboard']] },
  permissions: {},
};
const row = (id: number, title: string) => ({
  id,
  dashboard_title: title,
  url: `/superset/dashboard/${id}/`,
  published: id === 1,
  owners: [],
  changed_on_delta_humanized: 'a day ago',
});
const ROWS = [row(1, 'Sales'), row(2, 'Costs')];
/** The machine is shared: antd renders and toasts can take longer than waitFor's default second. */
const SLOW = { timeout: 5000 };

describe('dashboard list', () => {
  let requests: { url: string; method: string }[];
  let deleteStatus: number;
  let favoriteStatus: number;

  beforeEach(() => {
    resetCsrfToken();
    requests = [];
    deleteStatus = 200;
    favoriteStatus = 200;
    mockFetch((rawUrl, init) => {
      const url = decodeURIComponent(rawUrl);
      const method = init?.method ?? 'GET';
      requests.push({ url, method });
      if (url === '/api/v1/me/roles/') return jsonResponse(200, { result: EDITOR });
      if (url.startsWith('/api/v1/dashboard/favorite_status/'))
        return jsonResponse(200, { result: ROWS.map((r) => ({ id: r.id, value: false })) });
      if (url.startsWith('/api/v1/dashboard/related/')) return jsonResponse(200, { result: [] });
      if (url.includes('/favorites/'))
        return jsonResponse(favoriteStatus, favoriteStatus === 200 ? {} : { message: 'nope' });
      if (url.startsWith('/api/v1/dashboard/?q=') && method === 'DELETE') {
        return jsonResponse(
          deleteStatus,
          deleteStatus === 200 ? { message: 'Deleted 2 dashboards' } : { message: 'Forbidden' },
        );
      }
      if (url.startsWith('/api/v1/dashboard/?q='))
        return jsonResponse(200, { count: 30, ids: [1, 2], result: ROWS });
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const listRequests = () =>
    requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/v1/dashboard/?q='));
  /** The last list request without its fixed `columns` list. */
  const lastList = () =>
    listRequests()
      .at(-1)
      ?.url.replace(/columns:!\([^)]*\),/, '');

  it('sorts by a header, pages, searches from the first page and bulk-deletes the selected rows', async () => {
    renderWithApp(<DashboardList />, '/dashboard/list/?viewMode=table');
    await waitFor(() => expect(screen.getByText('Sales')).toBeTruthy(), SLOW);
    expect(lastList()).toBe(
      '/api/v1/dashboard/?q=(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );

    fireEvent.click(screen.getByText('Name'));
    await waitFor(
      () =>
        expect(lastList()).toBe(
          '/api/v1/dashboard/?q=(order_column:dashboard_title,order_direction:asc,page:0,page_size:25)',
        ),
      SLOW,
    );

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastList()).toContain('page:1,'), SLOW);

    const search = within(screen.getByTestId('dashboard-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '  sales ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(
      () =>
        expect(lastList()).toBe(
          '/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:title_or_slug,value:sales)),order_column:dashboard_title,order_direction:asc,page:0,page_size:25)',
        ),
      SLOW,
    );

    const [, first, second] = screen.getAllByRole('checkbox');
    fireEvent.click(first!);
    fireEvent.click(second!);
    fireEvent.click(await screen.findByTestId('dashboard-bulk-delete'));
    expect(screen.getByTestId('dashboard-bulk-delete').textContent).toBe('Delete selected (2)');
    await waitFor(() => expect(screen.getByText('Delete 2 dashboards?')).toBeTruthy(), SLOW);
    expect(screen.getByTestId('confirm-modal').textContent).toContain(
      'These dashboards Sales, Costs will be removed. This cannot be undone.',
    );
    fireEvent.click(screen.getByTestId('modal-confirm-button'));
    await waitFor(() => expect(screen.getByText('Deleted 2 dashboards')).toBeTruthy(), SLOW);
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/v1/dashboard/?q=!(1,2)');
    await waitFor(() => expect(screen.queryByTestId('dashboard-bulk-delete')).toBeNull(), SLOW);
  }, 30_000);

  it('toasts when starring or deleting one row fails', async () => {
    favoriteStatus = 500;
    deleteStatus = 403;
    renderWithApp(<DashboardList />, '/dashboard/list/?viewMode=table');
    await waitFor(() => expect(screen.getByText('Sales')).toBeTruthy(), SLOW);

    fireEvent.click(screen.getByLabelText('Add Sales to favorites'));
    await waitFor(
      () => expect(screen.getByText('There was an issue favoriting this dashboard.')).toBeTruthy(),
      SLOW,
    );
    expect(
      requests.some((r) => r.url === '/api/v1/dashboard/1/favorites/' && r.method === 'POST'),
    ).toBe(true);

    fireEvent.click(screen.getByLabelText('Delete Costs'));
    await waitFor(() => expect(screen.getByText('Delete dashboard?')).toBeTruthy(), SLOW);
    fireEvent.click(screen.getByTestId('modal-confirm-button'));
    await waitFor(
      () => expect(screen.getByText('There was an issue deleting Costs: Forbidden')).toBeTruthy(),
      SLOW,
    );
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/v1/dashboard/?q=!(2)');
  }, 30_000);
});
