import type { Page } from 'playwright-core';
import type { ChartStatus } from './explore-page.ts';

const SETTLED = ['rendered', 'failed', 'stopped'];

/** A saved chart opened in explore: standalone to see it draw, with controls to see why it did not run. */
export class SavedChartPage {
  constructor(private readonly page: Page) {}

  /**
   * Opens /explore/?slice_id=..&standalone=1 and waits until the chart settles; 'idle' when explore
   * never ran the query within `timeout` (it runs on load only when the controls validate).
   */
  async openStandalone(baseUrl: string, sliceId: number, timeout = 20_000): Promise<ChartStatus> {
    await this.page.goto(`${baseUrl}/explore/?slice_id=${sliceId}&standalone=1`);
    await this.page.locator('[data-test="explore-standalone"]').waitFor({ timeout: 45_000 });
    const chart = this.page.locator('[data-test="chart-container"]').first();
    await this.page
      .waitForFunction(
        (statuses) =>
          statuses.includes(
            document
              .querySelector('[data-test="chart-container"]')
              ?.getAttribute('data-chart-status') ?? '',
          ),
        SETTLED,
        { timeout, polling: 100 },
      )
      .catch(() => undefined);
    return (await chart.getAttribute('data-chart-status')) as ChartStatus;
  }

  /** The validation errors explore's control panel shows for the saved chart (every section expanded). */
  async controlErrors(baseUrl: string, sliceId: number): Promise<string[]> {
    await this.page.goto(`${baseUrl}/explore/?slice_id=${sliceId}`);
    await this.page.locator('[data-test="explore-controls"]').waitFor({ timeout: 45_000 });
    await this.page.waitForTimeout(500);
    for (const header of await this.page
      .locator('[data-test="explore-controls"] .ant-collapse-header[aria-expanded="false"]')
      .all())
      await header.click().catch(() => undefined);
    return this.page
      .locator('[data-test="explore-controls"] [data-has-error="true"]')
      .evaluateAll((nodes) =>
        nodes.map(
          (n) =>
            `${(n as HTMLElement).dataset.test?.replace(/^control-/, '')}: ${n.querySelector('[data-test="control-error"]')?.textContent ?? ''}`,
        ),
      );
  }
}
