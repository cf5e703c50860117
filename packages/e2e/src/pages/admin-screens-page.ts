import type { Download, Locator, Page } from 'playwright-core';
import { pickSelectOption, tableRow, waitForToast } from './common.ts';

/** A user as the Add User modal takes it. */
export interface UserFields {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  role: string;
}

/** Settings > Users and the Settings menu. */
export class UsersPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.locator('[data-test="user-table"]');
  }

  /** Follows Settings > an entry (e.g. "users"). */
  async openFromSettings(entry: string): Promise<void> {
    await this.page.locator('[data-test="settings-menu"]').hover();
    await this.page.locator(`[data-test="settings-${entry}"]:visible`).click();
  }

  /** The Settings menu's entries as the user sees them. */
  async settingsEntries(): Promise<string[]> {
    await this.page.locator('[data-test="settings-menu"]').hover();
    const version = this.page.locator('[data-test="settings-version"]:visible');
    await version.waitFor({ state: 'visible' });
    const entries = this.page.locator('.ant-dropdown:visible [data-test^="settings-"]');
    // The menu may still be fading in when the version shows: read it once it lists its entries.
    await entries.first().waitFor({ state: 'visible' });
    return entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-test') ?? ''));
  }

  async addUser(u: UserFields): Promise<void> {
    await this.page.locator('[data-test="user-add"]').click();
    const modal = this.page.locator('[data-test="user-modal"]');
    await modal.waitFor({ state: 'visible' });
    await modal.locator('[data-test="user-first_name"]').fill(u.firstName);
    await modal.locator('[data-test="user-last_name"]').fill(u.lastName);
    await modal.locator('[data-test="user-username"]').fill(u.username);
    await modal.locator('[data-test="user-email"]').fill(u.email);
    await pickSelectOption(this.page, modal.locator('[data-test="user-roles"]'), u.role);
    // antd puts a password box's data-test on the input or on its wrapper, by version.
    const password = (name: string) =>
      modal.locator(`input[data-test="${name}"], [data-test="${name}"] input`).first();
    await password('user-password').fill(u.password);
    await password('user-confirm_password').fill(u.password);
    await this.page.locator('[data-test="user-save"]').click();
    await waitForToast(this.page, 'User was successfully created!');
  }

  row(username: string): Locator {
    return tableRow(this.page, this.table, username);
  }
}

/** The Import / Export actions of a list page (dashboards here). */
export class BundleActions {
  constructor(
    private readonly page: Page,
    private readonly table: Locator,
  ) {}

  /** Clicks a row's Export and returns the downloaded ZIP. */
  async exportRow(cellText: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await tableRow(this.page, this.table, cellText).locator('[data-test="row-export"]').click();
    return download;
  }

  /** Imports a file; when the objects exist, confirms the overwrite with OVERWRITE. */
  async importFile(path: string, label: string): Promise<void> {
    await this.page.locator('[data-test="import-button"]').click();
    const modal = this.page.locator('[data-test="import-modal"]');
    await modal.locator('input[type="file"]').setInputFiles(path);
    await this.page.locator('[data-test="import-submit"]').click();
    const confirm = modal.locator('[data-test="overwrite-modal-input"]');
    const done = this.page.locator('[data-test="toast"]', { hasText: `${label} imported` });
    await confirm.or(done).first().waitFor({ state: 'visible' });
    if (await confirm.isVisible()) {
      await confirm.fill('OVERWRITE');
      await this.page.locator('[data-test="import-submit"]').click();
    }
    await waitForToast(this.page, `${label} imported`);
  }
}
