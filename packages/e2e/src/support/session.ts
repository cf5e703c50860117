import type { Page } from 'playwright-core';
import { LoginPage } from '../pages/login-page.ts';
import { NavBar } from '../pages/nav-bar.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server.ts';

/** Signs a user in through the login page. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login/`);
  const login = new LoginPage(page);
  await login.waitUntilShown();
  await login.signIn(username, password);
  await new NavBar(page).waitUntilShown();
}

/** Signs the admin in through the login page. */
export function signInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  return signIn(page, baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
}
