import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetCsrfToken } from '../../../api/http.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ChartList } from './ChartList.tsx';

const ADMIN = {
  username: 'ad',
  firstName: 'Ad',
  lastName: 'Min',
  userId: 1,
  isActive: true,
  isAnonymous: false,
  roles: { Admin: [['all_database_access', 'all_database_access']] },
  permissions: {},
};
const THUMB = '/api/v1/chart/3/thumbnail/5eed/';
const CHART = {
  id: 3,
  slice_name: 'Revenue',
  viz_type: 'pie',
  datasource_name_text: 'main.sales',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  changed_on_delta_humanized: 'an hour ago',
  thumbnail_url: THUMB,
};
const SLOW = { timeout: 5000 };
const STORAGE_KEY = 'sightline.chart-list.view';

describe('chart list card view', () => {
  let thumbnailStatus: number;
  let thumbnailCalls: number;
  let listUrls: string[];

  beforeEach(() => {
    resetCsrfToken();
    window.localStorage.clear();
    thumbnailStatus = 202;
    thumbnailCalls = 0;
    listUrls = [];
    mockFetch((rawUrl) => {
      const url = decodeURIComponent(rawUrl);
      if (url === '/api/v1/me/roles/') return jsonResponse(200, { result: ADMIN });
      if (url.startsWith('/api/v1/chart/favorite_status/'))
        return jsonResponse(200, { result: [{ id: 3, value: true }] });
      if (url.startsWith('/api/v1/chart/related/')) return jsonResponse(200, { result: [] });
      if (url.startsWith('/api/v1/chart/?q=')) {
        listUrls.push(url.replace(/columns:!\([^)]*\),?/, ''));
        return jsonResponse(200, { count: 1, ids: [3], result: [CHART] });
      }
      if (url === THUMB) {
        thumbnailCalls += 1;
        return thumbnailStatus === 200
          ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
              headers: { 'Content-Type': 'image/png' },
            })
          : jsonResponse(202, { task_status: 'Pending', task_updated_at: null });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('opens as cards: placeholder while the thumbnail renders, title to explore, type, owners, star, actions', async () => {
    renderWithApp(<ChartList />, '/chart/list/');
    const card = await screen.findByTestId('chart-card', {}, SLOW);
    expect(screen.queryByTestId('chart-list-table')).toBeNull();
    const link = within(card).getByTestId('chart-card-link');
    expect(link.getAttribute('href')).toBe('/explore/?slice_id=3');
    expect(link.textContent).toBe('Revenue');
    expect(within(card).getByTestId('list-card-description').textContent).toBe(
      'Modified an hour ago',
    );
    expect(within(card).getByTestId('list-card-cover-right').textContent).toContain('main.sales');
    expect(within(card).getByTestId('list-card-owners').textContent).toBe('AL');
    await waitFor(
      () =>
        expect(within(card).getByTestId('favorite-star').getAttribute('data-favorite')).toBe(
          'true',
        ),
      SLOW,
    );
    expect(within(card).getByLabelText('Delete Revenue')).toBeTruthy();
    await waitFor(() => expect(thumbnailCalls).toBe(1), SLOW);
    const placeholder = within(card).getByTestId('list-card-placeholder');
    expect(placeholder.getAttribute('data-status')).toBe('loading');
    expect(within(card).queryByTestId('list-card-thumbnail')).toBeNull();
  }, 30_000);

  it("shows the image fetched from the row's thumbnail_url once it answers 200", async () => {
    thumbnailStatus = 200;
    renderWithApp(<ChartList />, '/chart/list/');
    const img = await screen.findByTestId('list-card-thumbnail', {}, SLOW);
    expect(img.getAttribute('src')?.startsWith('blob:')).toBe(true);
    expect(img.getAttribute('alt')).toBe('Revenue');
    expect(thumbnailCalls).toBe(1);
  }, 30_000);

  it('switches to the table with the List view icon and remembers the choice', async () => {
    renderWithApp(<ChartList />, '/chart/list/');
    await screen.findByTestId('chart-card', {}, SLOW);
    fireEvent.click(screen.getByLabelText('List view'));
    await screen.findByTestId('chart-list-table', {}, SLOW);
    expect(screen.queryByTestId('chart-card')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('table');
    cleanup();
    renderWithApp(<ChartList />, '/chart/list/');
    await screen.findByTestId('chart-list-table', {}, SLOW);
    expect(screen.queryByTestId('chart-card')).toBeNull();
    fireEvent.click(screen.getByLabelText('Card view'));
    await screen.findByTestId('chart-card', {}, SLOW);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('card');
  }, 30_000);

  it("sorts the cards with the Sort select, as Superset's card view", async () => {
    renderWithApp(<ChartList />, '/chart/list/');
    await screen.findByTestId('chart-card', {}, SLOW);
    expect(listUrls.at(-1)).toBe(
      '/api/v1/chart/?q=(order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
    const sort = screen.getByTestId('card-sort');
    expect(sort.textContent).toContain('Recently modified');
    fireEvent.mouseDown(sort.querySelector('.ant-select-selector') ?? sort);
    fireEvent.click(await screen.findByText('Alphabetical', {}, SLOW));
    await waitFor(
      () =>
        expect(listUrls.at(-1)).toBe(
          '/api/v1/chart/?q=(order_column:slice_name,order_direction:asc,page:0,page_size:25)',
        ),
      SLOW,
    );
  }, 30_000);
});
