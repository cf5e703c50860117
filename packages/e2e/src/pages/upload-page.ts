import type { Locator, Page } from 'playwright-core';
import { searchAndPick } from './explore-page.ts';

/** The upload dialog (Superset's UploadDataModal), opened from the Data menu. */
export class UploadModal {
  readonly modal: Locator;

  constructor(private readonly page: Page) {
    this.modal = page.locator('.ant-modal-wrap:visible', {
      has: page.locator('[data-test="upload-form"], [data-test="upload-dataset-link"]'),
    });
  }

  /** Data > "Upload CSV to database" (or excel / columnar). */
  async openFromDataMenu(type: 'csv' | 'excel' | 'columnar'): Promise<void> {
    await this.page.locator('[data-test="nav-data"]').hover();
    await this.page.locator(`[data-test="nav-upload-${type}"]:visible`).click();
    await this.page.locator('[data-test="upload-form"]').waitFor({ state: 'visible' });
  }

  async chooseFile(name: string, content: string): Promise<void> {
    await this.modal.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(content),
    });
    await this.modal.locator('.ant-upload-list-item', { hasText: name }).waitFor();
  }

  async fill(database: string, tableName: string): Promise<void> {
    await searchAndPick(this.page, this.modal.locator('[data-test="upload-database"]'), database);
    await this.modal.locator('[data-test="upload-table-name"]').fill(tableName);
  }

  /** Expands a settings section ("File settings", "Columns", "Rows"). */
  async expand(section: string): Promise<void> {
    await this.modal.locator('.ant-collapse-header', { hasText: section }).click();
  }

  /** Clicks Upload and waits for the success view; throws with the dialog's error otherwise. */
  async upload(): Promise<void> {
    await this.modal.locator('[data-test="upload-submit"]').click();
    const link = this.modal.locator('[data-test="upload-dataset-link"]');
    const alert = this.modal.locator('[data-test="error-alert"]');
    await link.or(alert).first().waitFor({ state: 'visible' });
    if (await alert.isVisible()) throw new Error(`Upload failed: ${await alert.innerText()}`);
  }

  async openDataset(): Promise<void> {
    await this.modal.locator('[data-test="upload-dataset-link"]').click();
  }
}
