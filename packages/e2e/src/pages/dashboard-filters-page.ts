import type { Locator, Page } from 'playwright-core';
import { searchAndPick } from './explore-page.ts';

/** The native filter bar of a dashboard and the charts it filters. */
export class DashboardFiltersPage {
  readonly bar: Locator;

  constructor(private readonly page: Page) {
    this.bar = page.locator('[data-test="native-filter-bar"]');
  }

  async open(baseUrl: string, dashboardId: number): Promise<void> {
    await this.page.goto(`${baseUrl}/superset/dashboard/${dashboardId}/`);
    await this.page.locator('[data-test="dashboard-page"]').waitFor();
    await this.bar.waitFor();
  }

  /** The chart box of a chart id. */
  chart(chartId: number): Locator {
    return this.page.locator(`[data-test="dashboard-chart"][data-chart-id="${chartId}"]`);
  }

  /** Waits until the chart has rendered and returns the text it shows. */
  async renderedChartText(chartId: number): Promise<string> {
    const chart = this.chart(chartId);
    await chart.scrollIntoViewIfNeeded();
    await this.page
      .locator(
        `[data-test="dashboard-chart"][data-chart-id="${chartId}"][data-chart-status="rendered"]`,
      )
      .waitFor();
    return chart.locator('[data-test="chart-canvas-box"]').innerText();
  }

  /** Waits until the chart shows something other than `previous` and returns it. */
  async chartTextChangedFrom(chartId: number, previous: string): Promise<string> {
    const box = this.chart(chartId).locator('[data-test="chart-canvas-box"]');
    await this.page.waitForFunction(
      ([el, before]) =>
        el instanceof HTMLElement &&
        el.innerText !== before &&
        el.closest('[data-chart-status="rendered"]') !== null,
      [await box.elementHandle(), previous] as const,
    );
    return box.innerText();
  }

  /** The filter item of the filter named `name`. */
  filter(name: string): Locator {
    return this.bar.locator('[data-test="filter-item"]', { hasText: name });
  }

  /** Opens the value filter's options and picks the first one; returns its label. */
  async pickFirstValue(name: string): Promise<string> {
    const select = this.filter(name).locator('[data-test="filter-select"]');
    await select.click();
    const option = this.page
      .locator('.ant-select-dropdown .ant-select-item-option:visible')
      .first();
    await option.waitFor();
    const label = (await option.getAttribute('title')) ?? (await option.innerText());
    await option.click();
    await select.locator(`[title="${label}"]`).first().waitFor();
    await this.page.keyboard.press('Escape');
    return label;
  }

  /** Clicks Apply filters. */
  async apply(): Promise<void> {
    await this.bar.locator('[data-test="filter-bar-apply"]').click();
  }

  /** Names of the filters the bar shows, in order. */
  async filterNames(): Promise<string[]> {
    await this.bar.locator('[data-test="filter-item"]').first().waitFor();
    return this.bar
      .locator('[data-test="filter-item"] > strong, [data-test="filter-item"] > .ant-typography')
      .allInnerTexts();
  }

  /** Opens the filter configuration modal. */
  async openConfiguration(): Promise<void> {
    await this.bar.locator('[data-test="filter-bar-settings"]').click();
    await this.page.locator('[data-test="filter-config-save"]').waitFor();
  }

  /** Selects a filter or divider in the modal's list. */
  async selectConfigItem(label: string): Promise<void> {
    await this.page.locator('[data-test="filter-config-item"]', { hasText: label }).click();
    await this.page.locator('[data-test="filter-config-name"]').waitFor();
  }

  async setConfigName(name: string): Promise<void> {
    await this.page.locator('[data-test="filter-config-name"]').fill(name);
  }

  /** The open configuration modal. */
  get configModal(): Locator {
    return this.page.locator('.ant-modal-wrap:visible', {
      has: this.page.locator('[data-test="filter-config-save"]'),
    });
  }

  /** Adds a filter in the modal and waits until its (empty) settings show. */
  async addConfigFilter(): Promise<void> {
    const before = await this.configModal.locator('[data-test="filter-config-item"]').count();
    await this.configModal.locator('[data-test="filter-config-add-filter"]').click();
    await this.configModal.locator('[data-test="filter-config-item"]').nth(before).waitFor();
    await this.configModal.locator('[data-test="filter-config-name"][value=""]').waitFor();
  }

  /** Picks the filter type by its label (Value, Time range ...). */
  async setConfigType(label: string): Promise<void> {
    await searchAndPick(
      this.page,
      this.configModal.locator('[data-test="filter-config-type"]'),
      label,
    );
  }

  /** Picks the value filter's dataset and then its column. */
  async setConfigTarget(dataset: string, column: string): Promise<void> {
    await searchAndPick(
      this.page,
      this.configModal.locator('[data-test="filter-config-dataset"]'),
      dataset,
    );
    await searchAndPick(
      this.page,
      this.configModal.locator('[data-test="filter-config-column"]'),
      column,
    );
  }

  /** Unchecks a chart in the scoping tree and waits until it shows unchecked. */
  async excludeFromScope(chartName: string): Promise<void> {
    const node = this.configModal.locator('[data-test="filter-scope-tree"] .ant-tree-treenode', {
      hasText: chartName,
    });
    await node.locator('.ant-tree-checkbox-checked').waitFor();
    await node.locator('.ant-tree-checkbox').click();
    await node.locator('.ant-tree-checkbox-checked').waitFor({ state: 'detached' });
  }

  /**
   * Sets a time range filter in the bar with the advanced `since : until` form, closes its popover,
   * and returns the resolved range the picker previewed.
   */
  async setTimeRange(name: string, since: string, until: string): Promise<string> {
    const button = this.filter(name).locator('[data-test="filter-time-range"]');
    await button.click();
    const picker = this.page.locator('.ant-popover:visible [data-test="time-range-picker"]');
    await searchAndPick(this.page, picker.locator('[data-test="time-range-frame"]'), 'Advanced');
    await picker.locator('[data-test="time-range-advanced-start"]').fill(since);
    await picker.locator('[data-test="time-range-advanced-end"]').fill(until);
    const preview = (await picker.locator('[data-test="time-range-preview"]').innerText()).trim();
    await button.click();
    await picker.waitFor({ state: 'hidden' });
    await this.filter(name)
      .locator('[data-test="filter-time-range"]', { hasText: `${since} : ${until}` })
      .waitFor();
    return preview;
  }

  /** The body rows of a table chart, as the cell texts of each row. */
  async tableRows(chartId: number): Promise<string[][]> {
    const rows = this.chart(chartId).locator('[data-test="chart-canvas-box"] tbody tr');
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('td'), (td) => (td as HTMLElement).innerText.trim()),
      ),
    );
    // Virtual scrolling pads the body with single-cell spacer rows.
    return cells.filter((row) => row.length > 1);
  }

  /** Saves the configuration and waits for the modal to close. */
  async saveConfiguration(): Promise<void> {
    await this.page.locator('[data-test="filter-config-save"]').click();
    await this.page.locator('[data-test="filter-config-save"]').waitFor({ state: 'detached' });
  }
}
