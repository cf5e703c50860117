import type { Locator, Page } from 'playwright-core';

/** Opens an antd Select, types to narrow its (virtual) list, and picks the option with this label. */
export async function searchAndPick(page: Page, select: Locator, label: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await select.click();
    await select.locator('input').first().pressSequentially(label);
    await page
      .locator(`.ant-select-dropdown .ant-select-item-option[title="${label}"]:visible`)
      .click();
    // A click that lands while the dropdown animates is lost: check the pick, retry if needed.
    const isPicked = await select
      .locator(`[title="${label}"]`)
      .first()
      .waitFor({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (isPicked) return;
  }
  throw new Error(`Could not pick "${label}"`);
}

/** The chart statuses the chart container reports in data-chart-status. */
export type ChartStatus = 'idle' | 'loading' | 'success' | 'rendered' | 'failed' | 'stopped';

/** /explore/: chart type, controls, the chart, its data pane, save and chart actions. */
export class ExplorePage {
  readonly chart: Locator;
  readonly header: Locator;

  constructor(private readonly page: Page) {
    this.chart = page.locator('[data-test="chart-container"]').first();
    this.header = page.locator('[data-test="explore-header"]');
  }

  async openDataset(baseUrl: string, datasetId: number): Promise<void> {
    await this.page.goto(`${baseUrl}/explore/?datasource_type=table&datasource_id=${datasetId}`);
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.locator('[data-test="explore-page"]').waitFor({ state: 'visible' });
  }

  control(name: string): Locator {
    return this.page.locator(`[data-test="control-${name}"]`);
  }

  /** Natural width of the gallery thumbnail of the last chosen type (0 when it did not load). */
  lastThumbnailWidth = 0;

  async chooseVizType(vizType: string): Promise<void> {
    await this.page.locator('[data-test="viz-type-button"]').click();
    const card = this.page.locator(`[data-test="viz-type-${vizType}"]`);
    // A click while the gallery modal still animates in can be lost: click until the card is selected.
    for (
      let attempt = 0;
      attempt < 3 && (await card.getAttribute('data-selected')) !== 'true';
      attempt += 1
    ) {
      await card.click();
      await this.page
        .locator(`[data-test="viz-type-${vizType}"][data-selected="true"]`)
        .waitFor({ timeout: 2_000 })
        .catch(() => undefined);
    }
    const name = await card.locator('strong').first().innerText();
    this.lastThumbnailWidth = await card
      .locator(`[data-test="viz-thumbnail-${vizType}"]`)
      .evaluate(
        async (img: HTMLImageElement) =>
          await img
            .decode()
            .then(() => img.naturalWidth)
            .catch(() => 0),
      )
      .catch(() => 0);
    await this.page.locator('[data-test="viz-gallery-select"]').click();
    await this.page.locator('[data-test="viz-gallery"]').waitFor({ state: 'hidden' });
    await this.page.locator('[data-test="viz-type-button"]', { hasText: name }).waitFor();
  }

  /** Picks a column in a column select control (x_axis, groupby ...). */
  async selectColumn(control: string, column: string): Promise<void> {
    await searchAndPick(this.page, this.page.locator(`[data-test="select-${control}"]`), column);
    await this.page.keyboard.press('Escape');
  }

  async selectValue(control: string, label: string): Promise<void> {
    await searchAndPick(this.page, this.page.locator(`[data-test="select-${control}"]`), label);
  }

  /** Adds a SIMPLE metric AGG(column) to a metrics control. */
  async addSimpleMetric(control: string, column: string, aggregate: string): Promise<void> {
    await this.page.locator(`[data-test="add-metric-${control}"]`).click();
    const editor = this.page.locator('.ant-modal-wrap:visible', {
      has: this.page.locator('[data-test="metric-save"]'),
    });
    await editor.getByRole('tab', { name: 'Simple' }).click();
    await editor.locator('[data-test="metric-column-select"]').waitFor({ state: 'visible' });
    await searchAndPick(this.page, editor.locator('[data-test="metric-column-select"]'), column);
    await searchAndPick(
      this.page,
      editor.locator('[data-test="metric-aggregate-select"]'),
      aggregate,
    );
    await editor.locator('[data-test="metric-save"]').click();
    await editor.waitFor({ state: 'hidden' });
  }

  /** Adds a time range filter on a temporal column with the advanced `since : until` form. */
  async addTimeRangeFilter(column: string, since: string, until: string): Promise<string> {
    await this.page.locator('[data-test="add-filter-adhoc_filters"]').click();
    const editor = this.page.locator('.ant-modal-wrap:visible', {
      has: this.page.locator('[data-test="filter-save"]'),
    });
    await searchAndPick(this.page, editor.locator('[data-test="filter-subject"]'), column);
    await searchAndPick(this.page, editor.locator('[data-test="time-range-frame"]'), 'Advanced');
    await editor.locator('[data-test="time-range-advanced-start"]').fill(since);
    await editor.locator('[data-test="time-range-advanced-end"]').fill(until);
    const preview = (await editor.locator('[data-test="time-range-preview"]').innerText()).trim();
    await editor.locator('[data-test="filter-save"]').click();
    await editor.waitFor({ state: 'hidden' });
    return preview;
  }

  async chartStatus(): Promise<ChartStatus> {
    return (await this.chart.getAttribute('data-chart-status')) as ChartStatus;
  }

  /** Waits for the chart to settle and returns its status (rendered, failed or stopped). */
  async waitForChart(): Promise<ChartStatus> {
    await this.page
      .locator(
        '[data-test="chart-container"][data-chart-status="rendered"], [data-test="chart-container"][data-chart-status="failed"], [data-test="chart-container"][data-chart-status="stopped"]',
      )
      .first()
      .waitFor();
    return this.chartStatus();
  }

  /** Runs the query ("Create chart" / "Update chart") and waits for the chart. */
  async run(): Promise<ChartStatus> {
    await this.page.locator('[data-test="explore-run"]').click();
    await this.chart
      .locator('[data-test="chart-loading"]')
      .waitFor({ state: 'visible', timeout: 5_000 })
      .catch(() => undefined);
    return this.waitForChart();
  }

  async chartError(): Promise<string | null> {
    const alert = this.chart.locator('[data-test="error-alert"]');
    return (await alert.count()) > 0 ? alert.innerText() : null;
  }

  /** Opens the data pane tab and returns the results row count text ("12 rows"). */
  async resultsRowCount(): Promise<string> {
    await this.page.locator('[data-test="data-pane-toggle"]').click();
    await this.page.locator('[data-test="data-pane-results"]').click();
    const count = this.page.locator('[data-test="results-rowcount"]').first();
    await count.waitFor();
    return (await count.innerText()).trim();
  }

  /** Opens the chart menu and picks an action (refresh, view-query, export-csv, copy-permalink ...). */
  async openChartAction(action: string): Promise<void> {
    await this.page.locator('[data-test="chart-actions-menu"]').click();
    await this.page.locator(`[data-test="chart-action-${action}"]:visible`).click();
  }

  /**
   * Right-clicks along the lower part of the chart canvas until a bar answers with the drill menu
   * (the canvas has no DOM per bar), then opens drill to detail on it.
   */
  async drillToDetailOnABar(): Promise<void> {
    await (await this.rightClickABar('context-drill-detail')).click();
  }

  /** Right-clicks along the lower part of the canvas until the context menu shows `menuTest`. */
  private async rightClickABar(menuTest: string) {
    const box = await this.chart.locator('canvas').first().boundingBox();
    if (!box) throw new Error('The chart has no canvas');
    const menuItem = this.page.locator(`[data-test="${menuTest}"]`);
    for (let x = box.x + 60; x < box.x + box.width - 20; x += 10) {
      await this.page.mouse.click(x, box.y + box.height - 50, { button: 'right' });
      if (await menuItem.isVisible()) return menuItem;
    }
    throw new Error('No bar answered a right click');
  }

  /** Saves as a new chart with this name, optionally onto a new dashboard of that title. */
  async saveAsNew(name: string, newDashboard?: string): Promise<void> {
    await this.page.locator('[data-test="explore-save"]').click();
    const modal = this.page.locator('.ant-modal-wrap:visible', {
      has: this.page.locator('[data-test="save-modal-save"]'),
    });
    await modal.locator('[data-test="save-as-new"]').click();
    await modal.locator('[data-test="save-chart-name"]').fill(name);
    if (newDashboard) {
      const select = modal.locator('[data-test="save-dashboard-select"]');
      const tag = select.locator('.ant-select-selection-item', { hasText: newDashboard });
      // Picks the typed name from the list once the list offers it: an Enter pressed before the
      // list caught up with the typing would create nothing. On a loaded machine a click can land
      // while the list is still being redrawn and be lost: it is tried again, never twice on a tag
      // that is there (a second click would remove it).
      for (let attempt = 1; (await tag.count()) === 0; attempt += 1) {
        await select.locator('input').fill(newDashboard);
        await this.page
          .locator('.ant-select-dropdown:visible .ant-select-item-option', {
            hasText: newDashboard,
          })
          .first()
          .click();
        try {
          await tag.waitFor({ timeout: 5_000 });
        } catch (e) {
          if (attempt >= 3) throw e;
        }
      }
      // The list stays open over the modal's footer, where it would catch the click meant for Save.
      await modal.locator('.ant-modal-title').click();
      await this.page.locator('.ant-select-dropdown:visible').first().waitFor({ state: 'hidden' });
    }
    await this.submitSave(modal);
  }

  /** Saves over the open chart (the owner's default choice). */
  async overwrite(): Promise<void> {
    await this.page.locator('[data-test="explore-save"]').click();
    const modal = this.page.locator('.ant-modal-wrap:visible', {
      has: this.page.locator('[data-test="save-modal-save"]'),
    });
    await modal.locator('[data-test="save-overwrite"]').click();
    await this.submitSave(modal);
  }

  /** Clicks Save and waits for the modal to close; throws with the app's message when it shows one. */
  private async submitSave(modal: Locator): Promise<void> {
    await modal.locator('[data-test="save-modal-save"]').click();
    await this.page.waitForFunction(
      () =>
        !document.querySelector('[data-test="save-modal-save"]') ||
        document.querySelector(
          '[data-test="save-modal"] [data-test="error-alert"], .ant-modal-wrap [data-test="error-alert"]',
        ) !== null,
    );
    const alert = modal.locator('[data-test="error-alert"]').first();
    if (await alert.isVisible())
      throw new Error(`Saving the chart failed: ${await alert.innerText()}`);
  }

  async chartName(): Promise<string> {
    return (await this.page.locator('[data-test="explore-chart-name"]').innerText()).trim();
  }
}
