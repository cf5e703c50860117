import type { Locator, Page } from 'playwright-core';
import { pickSelectOption } from './common.ts';

/** /sqllab/: editor tabs, database and schema pickers, the SQL editor, results and saving. */
export class SqlLabPage {
  readonly editor: Locator;
  readonly results: Locator;

  constructor(private readonly page: Page) {
    this.editor = page.locator('[data-test="sqllab-editor"] .cm-content');
    this.results = page.locator('[data-test="results-pane"]');
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/sqllab/`);
    await this.waitUntilShown();
  }

  async waitUntilShown(): Promise<void> {
    await this.page.locator('[data-test="sqllab-page"]').waitFor({ state: 'visible' });
    await this.page.locator('[data-test="sqllab-editor-pane"]').waitFor({ state: 'visible' });
  }

  async chooseDatabase(name: string): Promise<void> {
    await pickSelectOption(
      this.page,
      this.page.locator('[data-test="sqllab-database-select"]'),
      name,
    );
  }

  async chooseSchema(name: string): Promise<void> {
    await pickSelectOption(
      this.page,
      this.page.locator('[data-test="sqllab-schema-select"]'),
      name,
    );
  }

  /** The tab names in order. */
  async tabNames(): Promise<string[]> {
    return this.page.locator('[data-test="sqllab-tab-name"]').allInnerTexts();
  }

  async activeTabName(): Promise<string> {
    return this.page
      .locator('[data-test="sqllab-tab"][data-active="true"] [data-test="sqllab-tab-name"]')
      .innerText();
  }

  async addTab(): Promise<void> {
    const count = await this.page.locator('[data-test="sqllab-tab"]').count();
    // antd renders the add button twice (the second in the overflow menu): take the visible one.
    await this.page.locator('[data-test="sqllab-add-tab"]:visible').first().click();
    await this.page.locator('[data-test="sqllab-tab"]').nth(count).waitFor();
  }

  async selectTab(name: string): Promise<void> {
    await this.page.locator(`[data-test="sqllab-tab"][data-tab-name="${name}"]`).click();
    await this.page
      .locator(`[data-test="sqllab-tab"][data-tab-name="${name}"][data-active="true"]`)
      .waitFor();
  }

  /** Adds a table of the tab's schema to the left bar. */
  async addTable(name: string): Promise<void> {
    // The picker empties itself after each pick, so pickSelectOption's final check does not apply.
    await this.page.locator('[data-test="sqllab-table-select"]').click();
    await this.page
      .locator(`.ant-select-dropdown .ant-select-item-option[title="${name}"]:visible`)
      .click();
    await this.page.locator(`[data-test="left-bar-table"][data-table-name="${name}"]`).waitFor();
  }

  async renameActiveTab(name: string): Promise<void> {
    await this.page
      .locator('[data-test="sqllab-tab"][data-active="true"] [data-test="sqllab-tab-menu"]')
      .click();
    await this.page.locator('.ant-dropdown-menu-item:visible', { hasText: 'Rename tab' }).click();
    await this.page.locator('[data-test="rename-tab-input"]').fill(name);
    await this.page.locator('[data-test="rename-tab-ok"]').click();
    await this.page
      .locator(`[data-test="sqllab-tab"][data-active="true"][data-tab-name="${name}"]`)
      .waitFor();
  }

  /** Types into the editor as a user would (completions pop up as it goes). */
  async type(text: string): Promise<void> {
    await this.editor.click();
    await this.page.keyboard.type(text, { delay: 15 });
  }

  /**
   * Waits for the completion list to offer `label`, selects it and accepts it with Enter. CodeMirror
   * ignores Enter for 75 ms after the list (re)opens, so the pick is checked and retried.
   */
  async acceptCompletion(label: string): Promise<void> {
    const option = this.page.locator('.cm-tooltip-autocomplete li', {
      has: this.page.locator('.cm-completionLabel', { hasText: new RegExp(`^${label}$`) }),
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await option.first().waitFor({ state: 'visible' });
      for (
        let i = 0;
        i < 20 && (await option.first().getAttribute('aria-selected')) !== 'true';
        i += 1
      )
        await this.page.keyboard.press('ArrowDown');
      await this.page.waitForTimeout(200);
      await this.page.keyboard.press('Enter');
      if ((await this.sql()).endsWith(label)) return;
      // Enter went to the editor as a new line: take it back and ask for completions again.
      if (/\n$/.test(await this.sql())) await this.page.keyboard.press('Backspace');
      await this.page.keyboard.press('Control+Space');
    }
    throw new Error(`Could not accept the completion "${label}"`);
  }

  async sql(): Promise<string> {
    return (await this.editor.innerText()).replace(/\u00a0/g, ' ');
  }

  /** Clicks Run and waits until that new query is finished; returns its state. */
  async run(): Promise<string> {
    const current = this.page.locator('[data-test="results-pane"]');
    const previous =
      (await current.count()) > 0 ? await current.getAttribute('data-query-id') : null;
    await this.page.locator('[data-test="sqllab-run"]').click();
    const pane = this.page.locator(
      `[data-test="results-pane"]:not([data-query-id="${previous ?? ''}"])`,
    );
    const finished = pane.locator('[data-test="query-state"]', {
      hasText: /^(success|failed|stopped|timed_out)$/,
    });
    await finished.waitFor({ timeout: 30_000 });
    return finished.innerText();
  }

  /** The rendered result rows, each as its cell texts. */
  async resultRows(): Promise<string[][]> {
    const rows = this.results.locator('[data-test="result-row"]');
    const count = await rows.count();
    const out: string[][] = [];
    for (let i = 0; i < count; i += 1)
      out.push(await rows.nth(i).locator('[role="cell"]').allInnerTexts());
    return out;
  }

  async resultHeaders(): Promise<string[]> {
    return this.results.locator('[data-test="result-header"]').allInnerTexts();
  }

  /** Waits until every tab has been saved on the server. */
  async waitForTabsSynced(): Promise<void> {
    await this.page.waitForFunction(
      () => {
        const tabs = Array.from(document.querySelectorAll('[data-test="sqllab-tab"]'));
        return tabs.length > 0 && tabs.every((t) => t.getAttribute('data-synced') === 'true');
      },
      undefined,
      { timeout: 20_000 },
    );
  }

  async saveQuery(label: string, description: string): Promise<void> {
    await this.page.locator('[data-test="sqllab-save"]').click();
    const label$ = this.page.locator('[data-test="save-query-label"]');
    await label$.fill(label);
    await this.page.locator('[data-test="save-query-description"]').fill(description);
    await this.page.locator('[data-test="save-query-ok"]').click();
  }

  async createDataset(name: string): Promise<void> {
    await this.results.locator('[data-test="results-create-dataset"]').click();
    await this.page.locator('[data-test="save-dataset-name"]').fill(name);
    await this.page.locator('[data-test="save-dataset-ok"]').click();
  }
}
