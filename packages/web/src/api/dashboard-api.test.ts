import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { dashboardApi } from './dashboard-api.ts';
import { resetCsrfToken } from './http.ts';
import { nativeFiltersApi } from './native-filters-api.ts';

const DETAIL = { id: 7, dashboard_title: 'Sales', changed_on: '2026-01-01T00:00:00' };

/** A store with a dashboard list and the open dashboard's item loaded; `calls` counts requests by "METHOD path". */
async function loaded() {
  const calls: string[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.split('?')[0]}`);
    if (method === 'GET' && url.startsWith('/api/v1/dashboard/?q='))
      return jsonResponse(200, { count: 1, ids: [7], result: [DETAIL] });
    if (method === 'GET' && url === '/api/v1/dashboard/7')
      return jsonResponse(200, { id: 7, result: DETAIL });
    if (method === 'PUT' && url.endsWith('/filters')) return jsonResponse(200, { result: [] });
    if (method === 'PUT') return jsonResponse(200, { id: 7, last_modified_time: 1 });
    return jsonResponse(404, { message: 'Not found' });
  });
  const store = createStore();
  await store.dispatch(dashboardApi.endpoints.listDashboards.initiate({ page: 0, pageSize: 25 }));
  await store.dispatch(dashboardApi.endpoints.getDashboard.initiate('7'));
  const count = (call: string) => calls.filter((c) => c === call).length;
  return { store, count };
}

describe('dashboard writes and the caches', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCsrfToken();
  });

  it('a save refetches the dashboard lists but not the open dashboard, whose page keys its state on the item', async () => {
    const { store, count } = await loaded();
    expect(count('GET /api/v1/dashboard/')).toBe(1);
    await store
      .dispatch(
        dashboardApi.endpoints.updateDashboard.initiate({
          id: 7,
          body: { dashboard_title: 'Renamed' },
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(count('GET /api/v1/dashboard/')).toBe(2));
    expect(count('PUT /api/v1/dashboard/7')).toBe(1);
    expect(count('GET /api/v1/dashboard/7')).toBe(1);
  });

  it('saving the native filters refetches the lists (their last-modified time changed)', async () => {
    const { store, count } = await loaded();
    await store
      .dispatch(
        nativeFiltersApi.endpoints.putDashboardFilters.initiate({
          dashboardId: 7,
          change: { modified: [], deleted: [], reordered: [] },
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(count('GET /api/v1/dashboard/')).toBe(2));
  });

  it('a colour sync that keeps changed_on leaves the lists alone; a marked one refetches them', async () => {
    const { store, count } = await loaded();
    await store
      .dispatch(
        dashboardApi.endpoints.updateDashboardColors.initiate({
          id: 7,
          body: {},
          markUpdated: false,
        }),
      )
      .unwrap();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count('GET /api/v1/dashboard/')).toBe(1);
    await store
      .dispatch(
        dashboardApi.endpoints.updateDashboardColors.initiate({
          id: 7,
          body: {},
          markUpdated: true,
        }),
      )
      .unwrap();
    await vi.waitFor(() => expect(count('GET /api/v1/dashboard/')).toBe(2));
  });

  it('reads the server copy afresh each time, in a cache entry apart from the open dashboard', async () => {
    const { store, count } = await loaded();
    const openDashboard = () =>
      Object.values(store.getState().api.queries)
        .filter((q) => q?.endpointName === 'getDashboard')
        .map((q) => q?.requestId);
    const before = openDashboard();
    const first = await store
      .dispatch(
        dashboardApi.endpoints.getDashboardServerCopy.initiate(7, {
          forceRefetch: true,
          subscribe: false,
        }),
      )
      .unwrap();
    await store
      .dispatch(
        dashboardApi.endpoints.getDashboardServerCopy.initiate(7, {
          forceRefetch: true,
          subscribe: false,
        }),
      )
      .unwrap();
    expect(first.changed_on).toBe(DETAIL.changed_on);
    expect(count('GET /api/v1/dashboard/7')).toBe(3);
    expect(openDashboard()).toEqual(before);
    expect(before).toHaveLength(1);
  });
});
