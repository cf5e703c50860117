import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import type { DashboardListItem } from '../../../api/dashboard-api.ts';
import { DashboardCard } from './DashboardCard.tsx';

const THUMB = '/api/v1/dashboard/4/thumbnail/ab12/';
const DASHBOARD: DashboardListItem = {
  id: 4,
  dashboard_title: 'Sales overview',
  slug: 'sales',
  url: '/superset/dashboard/sales/',
  published: true,
  status: 'published',
  changed_on_delta_humanized: '3 days ago',
  owners: [
    { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
    { id: 2, first_name: 'Grace', last_name: 'Hopper' },
  ],
  thumbnail_url: THUMB,
};
const SLOW = { timeout: 5000 };

describe('DashboardCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the thumbnail from thumbnail_url, the title linking to the dashboard, status and owners', async () => {
    const fetchMock = mockFetch((url) =>
      url === THUMB
        ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
            headers: { 'Content-Type': 'image/png' },
          })
        : jsonResponse(404, { message: 'Not found' }),
    );
    renderWithApp(
      <DashboardCard dashboard={DASHBOARD} favorite={<span>star</span>} actions={null} />,
    );
    const card = screen.getByTestId('dashboard-card');
    expect(within(card).getByTestId('list-card-placeholder').getAttribute('data-status')).toBe(
      'loading',
    );
    const img = await within(card).findByTestId('list-card-thumbnail', {}, SLOW);
    expect(img.getAttribute('src')?.startsWith('blob:')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(THUMB);
    const link = within(card).getByTestId('dashboard-card-link');
    expect(link.getAttribute('href')).toBe('/superset/dashboard/sales/');
    expect(link.textContent).toBe('Sales overview');
    expect(within(card).getByTestId('dashboard-status').textContent).toBe('Published');
    expect(within(card).getByTestId('list-card-description').textContent).toBe(
      'Modified 3 days ago',
    );
    expect(within(card).getByTestId('list-card-owners').textContent).toBe('ALGH');
    expect(within(card).getByText('star')).toBeTruthy();
  }, 30_000);

  it('keeps the placeholder for a dashboard without a thumbnail and asks nothing', () => {
    const fetchMock = mockFetch(() => jsonResponse(404, { message: 'Not found' }));
    renderWithApp(
      <DashboardCard
        dashboard={{ ...DASHBOARD, published: false, thumbnail_url: null }}
        favorite={null}
        actions={null}
      />,
    );
    const card = screen.getByTestId('dashboard-card');
    expect(within(card).getByTestId('list-card-placeholder').getAttribute('data-status')).toBe(
      'missing',
    );
    expect(within(card).getByTestId('dashboard-status').textContent).toBe('Draft');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
