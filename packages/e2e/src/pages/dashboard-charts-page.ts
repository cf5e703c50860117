import type { Locator, Page } from 'playwright-core';
import type { ChartStatus } from './explore-page.ts';

/** How one dashboard chart ended up: its status, error text and what it drew. */
export interface DashboardChartOutcome {
  chartId: number;
  title: string;
  status: ChartStatus | 'timeout';
  error: string | null;
  /** Canvas pixels with ink, svg shapes, table cells and characters of text inside the chart box. */
  drawn: number;
}

const SETTLED_STATUSES = ['rendered', 'failed', 'stopped'];

/**
 * A dashboard seen as a whole: its tabs, the charts the open tab shows, and each chart's outcome once
 * it has been scrolled into view (charts load lazily).
 */
export class DashboardChartsPage {
  constructor(private readonly page: Page) {}

  async goto(baseUrl: string, idOrSlug: string | number): Promise<void> {
    await this.page.goto(`${baseUrl}/superset/dashboard/${idOrSlug}/`);
    await this.page
      .locator('[data-test="dashboard-page"]')
      .waitFor({ state: 'visible', timeout: 45_000 });
    await this.page
      .locator('[data-component-id="GRID_ID"], [data-component-type="TABS"]')
      .first()
      .waitFor();
  }

  chart(chartId: number): Locator {
    return this.page.locator(`[data-test="dashboard-chart"][data-chart-id="${chartId}"]`);
  }

  /** The top-level tab headers (none when the dashboard has no tabs). */
  tabs(): Locator {
    return this.page.locator('[data-test="dashboard-tabs"] .ant-tabs-tab');
  }

  async openTab(index: number): Promise<void> {
    await this.tabs().nth(index).click();
    await this.page.locator('[data-test="dashboard-tabs"] .ant-tabs-tab-active').nth(0).waitFor();
  }

  /** Ids of the charts the open tab shows, top to bottom. */
  async visibleChartIds(): Promise<number[]> {
    return this.page
      .locator('[data-test="dashboard-chart"]:visible')
      .evaluateAll((nodes) => nodes.map((n) => Number((n as HTMLElement).dataset.chartId)));
  }

  /** Scrolls the chart into view, waits until it rendered or failed, and reports what it shows. */
  async settle(chartId: number, timeout = 45_000): Promise<DashboardChartOutcome> {
    const chart = this.chart(chartId);
    await chart.scrollIntoViewIfNeeded();
    const isSettled = await this.page
      .waitForFunction(
        ({ id, statuses }) =>
          statuses.includes(
            document
              .querySelector(`[data-test="dashboard-chart"][data-chart-id="${id}"]`)
              ?.getAttribute('data-chart-status') ?? '',
          ),
        { id: chartId, statuses: SETTLED_STATUSES },
        { timeout, polling: 100 },
      )
      .then(() => true)
      .catch(() => false);
    const title = (
      (await chart.locator('[data-test="dashboard-chart-title"]').textContent()) ?? ''
    ).trim();
    const alert = chart.locator('[data-test="error-alert"]');
    let error: string | null = null;
    if ((await alert.count()) > 0) {
      const toggle = alert.locator('[data-test="error-alert-toggle"]');
      if (await toggle.isVisible()) await toggle.click();
      error = (await alert.innerText()).trim();
    }
    const status = isSettled
      ? ((await chart.getAttribute('data-chart-status')) as ChartStatus)
      : 'timeout';
    // A canvas paints a frame after the rendered callback: give it a moment before counting ink.
    if (status === 'rendered') await this.page.waitForTimeout(150);
    return { chartId, title, status, error, drawn: await this.drawn(chart) };
  }

  private drawn(chart: Locator): Promise<number> {
    return chart
      .locator('[data-test="chart-canvas-box"]')
      .evaluate((box) => {
        let ink = 0;
        for (const canvas of Array.from(box.querySelectorAll('canvas'))) {
          const ctx = canvas.getContext('2d');
          if (!ctx || canvas.width === 0 || canvas.height === 0) continue;
          const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
          for (let i = 3; i < data.length; i += 64) if (data[i] > 0) ink += 1;
        }
        const shapes = box.querySelectorAll(
          'svg path, svg rect, svg circle, svg line, svg polygon, svg polyline, svg text',
        ).length;
        return (
          ink +
          shapes +
          box.querySelectorAll('td, th').length +
          (box as HTMLElement).innerText.trim().length
        );
      })
      .catch(() => 0);
  }

  /** A PNG of the whole page. */
  screenshot(path: string): Promise<Buffer> {
    return this.page.screenshot({ path, fullPage: true, animations: 'disabled' });
  }
}
