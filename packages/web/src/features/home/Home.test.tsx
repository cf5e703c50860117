import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetCsrfToken } from '../../api/http.ts';
import { HomePage } from '../../pages/HomePage.tsx';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { HOME_STORAGE, objectCards, objectTabFilters, viewedCards } from './home-model.ts';

const ME = {
  username: 'gamma',
  firstName: 'Gia',
  lastName: 'Gamma',
  userId: 7,
  isActive: true,
  isAnonymous: false,
  createdOn: '2026-01-01T00:00:00',
  email: 'g@example.com',
  loginCount: 1,
  roles: { Gamma: [['can_read', 'Chart']] },
  permissions: {},
};
const DASH = { id: 3, dashboard_title: 'Sales', slug: null, url: '/superset/dashboard/3/' };
const CHART = { id: 9, slice_name: 'Regions', url: '/explore/?slice_id=9', viz_type: 'table' };
const list = (rows: object[]) => ({ count: rows.length, ids: [], result: rows });

describe('Home model', () => {
  it('asks favorites, owned and all objects as Superset does', () => {
    expect(objectTabFilters('chart', 'Favorite', 7)).toEqual([
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
    expect(objectTabFilters('dashboard', 'Mine', 7)).toEqual([
      { col: 'owners', opr: 'rel_m_m', value: 7 },
    ]);
    expect(objectTabFilters('dashboard', 'All', 7)).toEqual([]);
  });

  it('keeps one Viewed card per URL and three of each kind in Created', () => {
    const v = (url: string, t: string) => ({
      item_type: 'dashboard',
      item_url: url,
      item_title: t,
      time_delta_humanized: '2 minutes ago',
    });
    expect(viewedCards([v('/a/', 'A'), v('/a/', 'A'), v('/b/', '')]).map((c) => c.title)).toEqual([
      'A',
      '[Untitled]',
    ]);
    const charts = [1, 2, 3, 4].map((id) => ({ ...CHART, id, changed_on_delta_humanized: 'now' }));
    const cards = objectCards({ charts, queries: [{ id: 5, label: 'q' }] });
    expect(cards.map((c) => c.key)).toEqual(['chart-1', 'chart-2', 'chart-3', 'query-5']);
    expect(cards[3]).toMatchObject({
      url: '/sqllab/?savedQueryId=5',
      description: 'Modified Unknown',
    });
  });
});

describe('Home page', () => {
  let urls: string[];
  beforeEach(() => {
    resetCsrfToken();
    window.localStorage.clear();
    urls = [];
    mockFetch((url) => {
      urls.push(decodeURIComponent(url));
      if (url.startsWith('/api/v1/me/roles/')) return jsonResponse(200, { result: ME });
      if (url.startsWith('/api/v1/log/recent_activity/'))
        return jsonResponse(200, {
          result: [
            {
              action: 'mount_dashboard',
              item_type: 'dashboard',
              item_url: '/superset/dashboard/3/',
              item_title: 'Sales',
              time: 0,
              time_delta_humanized: '5 minutes ago',
            },
          ],
        });
      if (url.startsWith('/api/v1/dashboard/favorite_status/'))
        return jsonResponse(200, { result: [{ id: 3, value: true }] });
      if (url.startsWith('/api/v1/chart/favorite_status/'))
        return jsonResponse(200, { result: [{ id: 9, value: false }] });
      if (url.startsWith('/api/v1/dashboard/?q=')) return jsonResponse(200, list([DASH]));
      if (url.startsWith('/api/v1/chart/?q=')) return jsonResponse(200, list([CHART]));
      return jsonResponse(404, { message: 'Not found' });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows recents, my dashboards and charts, and no saved queries for Gamma', async () => {
    renderWithApp(<HomePage />, '/superset/welcome/');
    await waitFor(
      () =>
        expect(document.querySelector('[data-test="home-recents-viewed"]')?.textContent).toContain(
          'Viewed 5 minutes ago',
        ),
      { timeout: 10_000 },
    );
    const dashboards = document.querySelector<HTMLElement>('[data-test="home-dashboards"]')!;
    await waitFor(() => expect(within(dashboards).getByText('Sales')).toBeTruthy());
    const charts = document.querySelector<HTMLElement>('[data-test="home-charts"]')!;
    await waitFor(() => expect(within(charts).getByText('Regions')).toBeTruthy());
    expect(screen.queryByText('Saved queries')).toBeNull();
    expect(urls.some((u) => u.includes('(col:owners,opr:rel_m_m,value:7)'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/api/v1/saved_query/'))).toBe(false);

    fireEvent.click(within(dashboards).getByText('Favorite'));
    await waitFor(() =>
      expect(urls.some((u) => u.includes('opr:dashboard_is_favorite'))).toBe(true),
    );
    expect(window.localStorage.getItem(HOME_STORAGE.dashboard)).toBe('"Favorite"');

    fireEvent.click(screen.getByText('Charts'));
    expect(JSON.parse(window.localStorage.getItem(HOME_STORAGE.collapse)!)).toEqual([
      'recents',
      'dashboards',
      'saved-queries',
    ]);
  }, 30_000);
});
