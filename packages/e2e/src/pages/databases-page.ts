import type { Locator, Page } from 'playwright-core';
import { expectSuccessOrThrow, tableRow } from './common.ts';

/** /databaseview/list/ and its create/edit modal. */
export class DatabasesPage {
  readonly table: Locator;
  readonly modal: Locator;

  constructor(private readonly page: Page) {
    this.table = page.locator('[data-test="database-list-table"]');
    this.modal = page.locator('.ant-modal-wrap:visible', {
      has: page.locator('[data-test="database-modal-cancel"]'),
    });
  }

  async waitUntilShown(): Promise<void> {
    await this.table.waitFor({ state: 'visible' });
  }

  row(name: string): Locator {
    return tableRow(this.page, this.table, name);
  }

  async openCreateModal(): Promise<void> {
    await this.page.locator('[data-test="add-database"]').click();
    await this.page.locator('[data-test="engine-picker"]').waitFor({ state: 'visible' });
  }

  /** On the engine step, skip engine choice and fill a display name and SQLAlchemy URI. */
  async fillUriConnection(name: string, uri: string): Promise<void> {
    await this.page.locator('[data-test="connect-with-uri"]').click();
    await this.page.locator('[data-test="database-name-input"]').fill(name);
    await this.page.locator('[data-test="sqlalchemy-uri-input"]').fill(uri);
  }

  async testConnection(): Promise<void> {
    await this.page.locator('[data-test="test-connection-button"]').click();
    await expectSuccessOrThrow(this.page, this.modal, 'Connection looks good!');
  }

  async save(): Promise<void> {
    await this.page.locator('[data-test="database-modal-save"]').click();
    await expectSuccessOrThrow(this.page, this.modal, 'Database connected');
    await this.page.locator('[data-test="database-modal-save"]').waitFor({ state: 'hidden' });
  }
}
