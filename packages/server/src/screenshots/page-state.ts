import type { Page } from 'playwright-core';
import { AppError } from '../errors.ts';

/** Where a page keeps its charts: the page's root and one element per chart carrying its status. */
export interface ChartScope {
  /** The element that exists once the page (dashboard or explore) has loaded. */
  root: string;
  /** One element per chart, with `data-chart-status` (docs/charts.md §4 statuses). */
  chart: string;
  /** The chart's title inside its element; null: the scope's own label names it. */
  title: string | null;
  /** The label of a chart without a title element (a chart's name in explore). */
  label: string;
  /**
   * Grow the viewport to the page's height, so charts that load when scrolled into view load; when
   * false (a thumbnail of the window), only the charts inside the window count.
   */
  growViewport: boolean;
}

interface ChartProbe {
  title: string;
  status: string;
  error: string | null;
}

interface PageProbe {
  ready: boolean;
  charts: ChartProbe[];
  spinners: number;
  pageError: string | null;
  scrollHeight: number;
}

/**
 * Runs in the page (the server has no DOM types, so it is JavaScript text): what each visible chart
 * says, the spinners, an error shown outside any chart, and the page's height.
 */
const PROBE_PAGE = `(scope) => {
  const visible = (el) => el.getClientRects().length > 0;
  const text = (el) => (el && el.innerText ? el.innerText.trim() : '');
  const alertText = (el) => text(el.querySelector('[data-test="error-alert-summary"]')) || text(el);
  const inScope = (el) =>
    visible(el) && (scope.growViewport || el.getBoundingClientRect().top < window.innerHeight);
  const charts = [...document.querySelectorAll(scope.chart)].filter(inScope).map((el) => {
    const alert = el.querySelector('[data-test="error-alert"]');
    return {
      title: scope.title ? text(el.querySelector(scope.title)) : '',
      status: el.getAttribute('data-chart-status') || '',
      error: alert ? alertText(alert) || 'error' : null,
    };
  });
  const stray = [...document.querySelectorAll('[data-test="error-alert"]')].find(
    (el) => visible(el) && !el.closest(scope.chart),
  );
  return {
    ready: document.querySelector(scope.root) !== null,
    charts,
    spinners: [...document.querySelectorAll('.ant-spin-spinning')].filter(visible).length,
    pageError: stray ? alertText(stray) || 'error' : null,
    scrollHeight: document.documentElement.scrollHeight,
  };
}`;

async function probePage(page: Page, scope: ChartScope): Promise<PageProbe> {
  const { root, chart, title, growViewport } = scope;
  const arg = JSON.stringify({ root, chart, title, growViewport });
  return (await page.evaluate(`(${PROBE_PAGE})(${arg})`)) as PageProbe;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The tallest page a render grows to (Chromium's screenshots get unreliable far beyond). */
const MAX_HEIGHT = 16_000;
/** Consecutive probes that must agree that everything rendered. */
const STABLE_PROBES = 3;

/**
 * Waits until every chart in scope says `rendered`, none shows an error or a spinner; throws an
 * AppError naming the chart that failed, or the charts still waiting when `timeoutMs` ran out.
 * A render never counts a chart it did not see finish (issue #16: reports that never lie).
 */
export async function waitForCharts(
  page: Page,
  scope: ChartScope,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let stable = 0;
  let last: PageProbe;
  for (;;) {
    const probe = await probePage(page, scope);
    last = probe;
    const viewport = page.viewportSize();
    if (scope.growViewport && viewport && probe.scrollHeight > viewport.height) {
      await page.setViewportSize({
        width: viewport.width,
        height: Math.min(probe.scrollHeight, MAX_HEIGHT),
      });
      stable = 0;
    }
    const failed = probe.charts.find(
      (c) => c.error !== null || c.status === 'failed' || c.status === 'stopped',
    );
    if (failed)
      throw new AppError(
        422,
        `Chart "${failed.title || scope.label}" failed to render: ${failed.error ?? failed.status}`,
        { errorType: 'GENERIC_BACKEND_ERROR' },
      );
    if (probe.pageError)
      throw new AppError(422, `The page did not render: ${probe.pageError}`, {
        errorType: 'GENERIC_BACKEND_ERROR',
      });
    const pending = probe.charts.filter((c) => c.status !== 'rendered');
    const done = probe.ready && pending.length === 0 && probe.spinners === 0;
    stable = done ? stable + 1 : 0;
    if (stable >= STABLE_PROBES) return;
    if (Date.now() > deadline) break;
    await sleep(200);
  }
  const seconds = Math.round(timeoutMs / 100) / 10;
  const pending = last.charts.filter((c) => c.status !== 'rendered');
  const names = pending.map((c) => `"${c.title || scope.label}" (${c.status || 'no status'})`);
  throw new AppError(
    504,
    !last.ready
      ? `Timed out after ${seconds} s waiting for the page to load`
      : pending.length > 0
        ? `Timed out after ${seconds} s waiting for ${pending.length} charts: ${names.join(', ')}`
        : `Timed out after ${seconds} s waiting for ${last.spinners} spinners to stop`,
    { errorType: 'GENERIC_BACKEND_ERROR' },
  );
}
