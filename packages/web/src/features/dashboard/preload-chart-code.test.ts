import { afterEach, describe, expect, it } from 'vitest';
import { loadedChartCode } from '../chart/chart-code.ts';
import { takeEarlyGet } from '../../api/early-requests.ts';
import { preloadDashboardChartCode } from './preload-chart-code.ts';

const CHARTS_URL = '/api/v1/dashboard/7/charts';
const body = JSON.stringify({
  result: [{ form_data: { viz_type: 'pie' } }, { form_data: { viz_type: 'no_such_type' } }],
});

afterEach(() => {
  delete window.__sightlineEarly;
});

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('preloadDashboardChartCode (boot on a dashboard URL)', () => {
  it("loads the drawing code of the dashboard's chart types and leaves the early answer to the page", async () => {
    expect(loadedChartCode('pie')).toBeUndefined();
    window.__sightlineEarly = {
      [CHARTS_URL]: { response: Promise.resolve(new Response(body)), startedAt: Date.now() },
    };
    preloadDashboardChartCode('/superset/dashboard/7/');
    await until(() => loadedChartCode('pie') !== undefined);
    expect(typeof loadedChartCode('pie')!.transformProps).toBe('function');
    // The page's own request still gets the whole answer.
    const early = takeEarlyGet(CHARTS_URL);
    expect(JSON.parse(await (await early!).text())).toEqual(JSON.parse(body));
  });

  it('does nothing off a dashboard URL or without an early request', () => {
    window.__sightlineEarly = {};
    expect(() => preloadDashboardChartCode('/chart/list/')).not.toThrow();
    expect(() => preloadDashboardChartCode('/superset/dashboard/p/abc/')).not.toThrow();
    expect(() => preloadDashboardChartCode('/superset/dashboard/9/')).not.toThrow();
  });
});
