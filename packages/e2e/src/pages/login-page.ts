import type { Locator, Page } from 'playwright-core';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    this.username = page.locator('[data-test="login-username"]');
    this.password = page.locator('[data-test="login-password"]');
    this.submit = page.locator('[data-test="login-submit"]');
    this.error = page.locator('[data-test="login-error"]');
  }

  async waitUntilShown(): Promise<void> {
    await this.username.waitFor({ state: 'visible' });
  }

  isAt(): boolean {
    return new URL(this.page.url()).pathname === '/login/';
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
