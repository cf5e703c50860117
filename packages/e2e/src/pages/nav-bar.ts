import type { Page } from 'playwright-core';

/** The top navigation of every signed-in page. */
export class NavBar {
  constructor(private readonly page: Page) {}

  async waitUntilShown(): Promise<void> {
    await this.page.locator('[data-test="navbar"]').waitFor({ state: 'visible' });
  }

  /** Opens a dropdown (e.g. "data") and follows one of its entries (e.g. "databases"). */
  async open(menu: 'sql' | 'data', item: string): Promise<void> {
    await this.page.locator(`[data-test="nav-${menu}"]`).hover();
    await this.page.locator(`[data-test="nav-${item}"]:visible`).click();
  }

  async userName(): Promise<string> {
    return (await this.page.locator('[data-test="user-menu"]').innerText()).trim();
  }
}
