import type { Locator, Page } from 'playwright-core';
import { expectSuccessOrThrow, pickSelectOption, tableRow } from './common.ts';

/** /tablemodelview/list/ and its create modal. */
export class DatasetsPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.locator('[data-test="dataset-list-table"]');
  }

  async waitUntilShown(): Promise<void> {
    await this.table.waitFor({ state: 'visible' });
  }

  row(name: string): Locator {
    return tableRow(this.page, this.table, name);
  }

  async search(text: string): Promise<void> {
    const input = this.page.locator('[data-test="dataset-search"] input');
    await input.fill(text);
    await input.press('Enter');
  }

  /** Follows a dataset's name to explore. */
  async openExplore(name: string): Promise<void> {
    await this.row(name).first().locator('[data-test="dataset-explore-link"]').click();
  }

  async createDataset(database: string, schema: string, table: string): Promise<void> {
    await this.page.locator('[data-test="add-dataset"]').click();
    const modal = this.page.locator('.ant-modal-wrap:visible', {
      has: this.page.locator('[data-test="dataset-modal-save"]'),
    });
    await modal.waitFor({ state: 'visible' });
    await pickSelectOption(
      this.page,
      this.page.locator('[data-test="dataset-database-select"]'),
      database,
    );
    await pickSelectOption(
      this.page,
      this.page.locator('[data-test="dataset-schema-select"]'),
      schema,
    );
    await pickSelectOption(
      this.page,
      this.page.locator('[data-test="dataset-table-select"]'),
      table,
    );
    await this.page.locator('[data-test="dataset-modal-save"]').click();
    await expectSuccessOrThrow(this.page, modal, `Dataset ${table} created`);
    await modal.waitFor({ state: 'hidden' });
  }
}
