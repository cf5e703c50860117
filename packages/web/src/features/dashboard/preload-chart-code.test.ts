import { afterEach, describe, expect, it } from 'vitest';
import { loadedChartCode } from '../chart/chart-code.ts';
import { takeEarlyGet } from '../../api/early-requests.ts';
import { preloadDashboardChartCode } from './preload-chart-code.ts';

const DETAIL_URL = '/api/v1/dashboard/7';
const CHARTS_URL = '/api/v1/dashboard/7/charts';
// A pie in the first row; a funnel 20 rows (8,000 px) further down, out of the first view.
const rows = Array.from({ length: 21 }, (_, i) => `ROW-${i}`);
const position = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: rows, meta: {} },
  ...Object.fromEntries(
    rows.map((id, i) => [
      id,
      {
        id,
        type: 'ROW',
        children: i === 0 ? ['CHART-1'] : i === 20 ? ['CHART-3'] : ['CHART-2'],
        meta: {},
      },
    ]),
  ),
  'CHART-1': {
    id: 'CHART-1',
    type: 'CHART',
    children: [],
    meta: { chartId: 1, width: 4, height: 50 },
  },
  'CHART-2': {
    id: 'CHART-2',
    type: 'CHART',
    children: [],
    meta: { chartId: 2, width: 4, height: 50 },
  },
  'CHART-3': {
    id: 'CHART-3',
    type: 'CHART',
    children: [],
    meta: { chartId: 3, width: 4, height: 50 },
  },
};
const detail = JSON.stringify({
  result: { id: 7, dashboard_title: 'D', position_json: JSON.stringify(position) },
});
const body = JSON.stringify({
  result: [
    { id: 1, slice_name: 'a', form_data: { viz_type: 'pie' } },
    { id: 2, slice_name: 'b', form_data: { viz_type: 'no_such_type' } },
    { id: 3, slice_name: 'c', form_data: { viz_type: 'funnel' } },
  ],
});

afterEach(() => {
  delete window.__sightlineEarly;
});

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('preloadDashboardChartCode (boot on a dashboard URL)', () => {
  it("loads the drawing code of the chart types the dashboard's first view shows, and leaves the early answers to the page", async () => {
    expect(loadedChartCode('pie')).toBeUndefined();
    window.__sightlineEarly = {
      [DETAIL_URL]: { response: Promise.resolve(new Response(detail)), startedAt: Date.now() },
      [CHARTS_URL]: { response: Promise.resolve(new Response(body)), startedAt: Date.now() },
    };
    preloadDashboardChartCode('/superset/dashboard/7/');
    await until(() => loadedChartCode('pie') !== undefined);
    expect(typeof loadedChartCode('pie')!.transformProps).toBe('function');
    // The funnel lies far below the first view: its code waits until it comes into view.
    await new Promise((r) => setTimeout(r, 200));
    expect(loadedChartCode('funnel')).toBeUndefined();
    // The page's own request still gets the whole answer.
    const early = takeEarlyGet(CHARTS_URL);
    expect(JSON.parse(await (await early!).text())).toEqual(JSON.parse(body));
  }, 30_000);

  it('does nothing off a dashboard URL or without an early request', () => {
    window.__sightlineEarly = {};
    expect(() => preloadDashboardChartCode('/chart/list/')).not.toThrow();
    expect(() => preloadDashboardChartCode('/superset/dashboard/p/abc/')).not.toThrow();
    expect(() => preloadDashboardChartCode('/superset/dashboard/9/')).not.toThrow();
  });
});
