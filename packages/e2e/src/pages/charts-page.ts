import type { Locator, Page } from 'playwright-core';
import { tableRow } from './common.ts';

/** /chart/list/ in list view (it opens as cards otherwise): search, favorites, links to explore. */
export class ChartsPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.locator('[data-test="chart-list-table"]');
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/chart/list/?viewMode=table`);
    await this.table.waitFor({ state: 'visible' });
  }

  row(name: string): Locator {
    return tableRow(this.page, this.table, name);
  }

  async search(text: string): Promise<void> {
    const input = this.page.locator('[data-test="chart-search"] input');
    await input.fill(text);
    await input.press('Enter');
  }

  /** Clicks the row's star and waits until it shows the new state. */
  async toggleFavorite(name: string): Promise<boolean> {
    const star = this.row(name).locator('[data-test="favorite-star"]');
    const before = (await star.getAttribute('data-favorite')) === 'true';
    await star.click();
    await this.row(name)
      .locator(`[data-test="favorite-star"][data-favorite="${String(!before)}"]`)
      .waitFor();
    return !before;
  }
}
