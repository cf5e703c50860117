import type { Locator, Page } from 'playwright-core';
import { pickSelectOption, tableRow, waitForToast } from './common.ts';

/** Settings > Row Level Security: the rules list and its add/edit modal. */
export class RlsPage {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.locator('[data-test="rls-table"]');
  }

  /** Opens the screen through the nav bar's Settings menu. */
  async openFromSettingsMenu(): Promise<void> {
    await this.page.locator('[data-test="settings-menu"]').hover();
    await this.page.locator('[data-test="settings-rls"]:visible').click();
    await this.page.locator('[data-test="rls-list"]').waitFor({ state: 'visible' });
  }

  /** Adds a rule through the modal and waits for the success toast. */
  async addRule(rule: {
    name: string;
    filterType: 'Regular' | 'Base';
    dataset: string;
    role: string;
    clause: string;
    groupKey?: string;
  }): Promise<void> {
    await this.page.locator('[data-test="rls-add"]').click();
    await this.page.locator('[data-test="rls-name"]').fill(rule.name);
    if (rule.filterType !== 'Regular')
      await pickSelectOption(
        this.page,
        this.page.locator('[data-test="rls-type"]'),
        rule.filterType,
      );
    await pickSelectOption(this.page, this.page.locator('[data-test="rls-tables"]'), rule.dataset);
    await this.page.keyboard.press('Escape');
    await pickSelectOption(this.page, this.page.locator('[data-test="rls-roles"]'), rule.role);
    await this.page.keyboard.press('Escape');
    if (rule.groupKey) await this.page.locator('[data-test="rls-group-key"]').fill(rule.groupKey);
    await this.page.locator('[data-test="rls-clause-input"]').fill(rule.clause);
    await this.page.locator('[data-test="rls-save"]').click();
    await waitForToast(this.page, `Created: ${rule.name}`);
  }

  /** The list row of a rule, by name. */
  row(name: string): Locator {
    return tableRow(this.page, this.table, name);
  }
}
