import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from '../support/server.ts';

/** A box in px relative to the chart's drawing element. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A text ECharts drew, with its box. */
export interface DrawnText extends Rect {
  text: string;
}

/** What an ECharts chart drew, read from its instance on the page. */
export interface DrawnChart {
  width: number;
  height: number;
  texts: DrawnText[];
  /** Boxes of the legend component (empty when none). */
  legend: Rect | null;
  /** Boxes of the series' shapes (bars, slices, funnel stages, radar areas). */
  marks: Rect[];
  /** Per series: name and stack of the option. */
  series: { name: string; stack: string | null }[];
  /** The first x axis's categories. */
  xCategories: string[];
}

interface ZrElement {
  type: string;
  ignore?: boolean;
  invisible?: boolean;
  parent?: ZrElement;
  __clipPaths?: ZrElement[];
  style?: { text?: unknown; opacity?: number };
  getBoundingRect(): {
    x: number;
    y: number;
    width: number;
    height: number;
    clone(): ZrRect;
  };
  getComputedTransform(): number[] | null;
}
interface ZrRect {
  x: number;
  y: number;
  width: number;
  height: number;
  applyTransform(m: number[]): void;
}
interface EchartsLike {
  getZr(): { storage: { getDisplayList(update: boolean): ZrElement[] } };
  getOption(): {
    series?: { name?: string; stack?: string }[];
    xAxis?: { data?: unknown[] }[];
  };
  getModel(): { getComponent(type: string, index: number): unknown };
  getViewOfComponentModel(model: unknown): {
    group: { getBoundingRect(): ZrRect; getComputedTransform(): number[] | null };
  };
}

const SETTLED = ['rendered', 'failed', 'stopped'];
/** Where the screenshots go (git-ignored). */
export const FIDELITY_OUTPUT = join(REPO_ROOT, 'packages/e2e/output/fidelity/b');

/**
 * The charts of the fidelity checks of issue #14 (pie, funnel, radar, bar, big number, table):
 * opens them in explore or finds them on a dashboard, waits until they drew, and reads what they
 * drew from the ECharts instance the Echart component keeps on its element.
 */
export class FidelityBCharts {
  constructor(private readonly page: Page) {}

  /** Opens a saved chart alone (/explore/?slice_id=..&standalone=1) and waits until it drew. */
  async openExplore(baseUrl: string, sliceId: number): Promise<Locator> {
    await this.page.goto(`${baseUrl}/explore/?slice_id=${sliceId}&standalone=1`);
    const chart = this.page.locator('[data-test="chart-container"]').first();
    await this.waitDrawn(chart);
    return chart;
  }

  /** Opens a dashboard and returns the cell of a chart once it drew. */
  async openDashboardCell(baseUrl: string, dashboardId: number, chartId: number) {
    await this.page.goto(`${baseUrl}/superset/dashboard/${dashboardId}/`);
    const cell = this.page.locator(`[data-test="dashboard-chart"][data-chart-id="${chartId}"]`);
    await cell.first().waitFor({ timeout: 120_000 });
    await cell.first().scrollIntoViewIfNeeded();
    await this.page.waitForFunction(
      ({ id, statuses }) =>
        statuses.includes(
          document
            .querySelector(`[data-test="dashboard-chart"][data-chart-id="${id}"]`)
            ?.getAttribute('data-chart-status') ?? '',
        ),
      { id: chartId, statuses: SETTLED },
      { timeout: 90_000, polling: 200 },
    );
    await this.waitStill(cell.first());
    return cell.first();
  }

  /** Waits for the container's status to settle and for ECharts' animation to end. */
  async waitDrawn(chart: Locator): Promise<void> {
    await chart.waitFor({ timeout: 120_000 });
    const handle = await chart.elementHandle();
    await this.page.waitForFunction(
      ({ el, statuses }) => statuses.includes(el?.getAttribute('data-chart-status') ?? ''),
      { el: handle, statuses: SETTLED },
      { timeout: 90_000, polling: 200 },
    );
    await this.waitStill(chart);
  }

  /** Two reads of the drawn texts 400 ms apart agree (the entry animation ended). */
  private async waitStill(chart: Locator): Promise<void> {
    let last = '';
    for (let i = 0; i < 50; i += 1) {
      const now = JSON.stringify(await this.read(chart).catch(() => null));
      if (now !== 'null' && now === last) return;
      last = now;
      await this.page.waitForTimeout(400);
    }
  }

  /** What the chart in `root` drew (throws when it holds no ECharts chart). */
  read(root: Locator): Promise<DrawnChart> {
    return root.evaluate((el) => {
      const host = el.querySelector('[_echarts_instance_]') as HTMLElement | null;
      const chart = (host as unknown as { __echartsInstance?: EchartsLike } | null)
        ?.__echartsInstance;
      if (!host || !chart) throw new Error('no ECharts chart here');
      const boxOf = (e: ZrElement) => {
        const r = e.getBoundingRect().clone();
        const m = e.getComputedTransform();
        if (m) r.applyTransform(m);
        return { x: r.x, y: r.y, w: r.width, h: r.height };
      };
      // A scrolling legend draws every page and clips all but the shown one: clipped away is hidden.
      const isClippedAway = (e: ZrElement) =>
        (e.__clipPaths ?? []).some((clip) => {
          const a = boxOf(e);
          const b = boxOf(clip);
          return a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
        });
      const shown = chart
        .getZr()
        .storage.getDisplayList(true)
        .filter((e) => !e.ignore && !e.invisible && e.style?.opacity !== 0 && !isClippedAway(e));
      // What shows of an element: its box cut to its clip paths (a scrolling legend's page).
      const visibleBoxOf = (e: ZrElement) =>
        (e.__clipPaths ?? []).reduce((a, clip) => {
          const b = boxOf(clip);
          const x = Math.max(a.x, b.x);
          const y = Math.max(a.y, b.y);
          return {
            x,
            y,
            w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x),
            h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y),
          };
        }, boxOf(e));
      const texts = shown
        .filter((e) => typeof e.style?.text === 'string' && e.style.text !== '')
        .map((e) => ({ ...visibleBoxOf(e), text: String(e.style?.text) }));
      const marks = shown
        .filter((e) => ['rect', 'sector', 'polygon', 'path'].includes(e.type))
        .map(boxOf)
        .filter((b) => b.w > 0 && b.h > 0);
      const model = chart.getModel().getComponent('legend', 0);
      let legend: { x: number; y: number; w: number; h: number } | null = null;
      if (model) {
        const group = chart.getViewOfComponentModel(model).group;
        const r = group.getBoundingRect();
        const m = group.getComputedTransform();
        if (m) r.applyTransform(m);
        if (r.width > 0) legend = { x: r.x, y: r.y, w: r.width, h: r.height };
      }
      const option = chart.getOption();
      return {
        width: host.clientWidth,
        height: host.clientHeight,
        texts,
        legend,
        marks,
        series: (option.series ?? []).map((s) => ({
          name: String(s.name ?? ''),
          stack: s.stack ?? null,
        })),
        xCategories: (option.xAxis?.[0]?.data ?? []).map(String),
      };
    });
  }

  /** Writes a screenshot of `root` for a reviewer (packages/e2e/output/fidelity/, not committed). */
  async shoot(root: Locator, name: string): Promise<void> {
    mkdirSync(FIDELITY_OUTPUT, { recursive: true });
    await root.screenshot({ path: join(FIDELITY_OUTPUT, `${name}.png`) });
  }
}

/** Boxes of `texts` that leave the `width` x `height` box by more than `slack` px. */
export function outside(drawn: DrawnChart, slack = 1): DrawnText[] {
  return drawn.texts.filter(
    (t) =>
      t.x < -slack ||
      t.y < -slack ||
      t.x + t.w > drawn.width + slack ||
      t.y + t.h > drawn.height + slack,
  );
}

/** Pairs of texts overlapping by more than `slack` px both ways. */
export function overlapping(texts: readonly DrawnText[], slack = 3): [string, string][] {
  const pairs: [string, string][] = [];
  texts.forEach((a, i) =>
    texts.slice(i + 1).forEach((b) => {
      const dx = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (dx > slack && dy > slack) pairs.push([a.text, b.text]);
    }),
  );
  return pairs;
}
