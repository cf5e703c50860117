import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { BundleActions, UsersPage } from './pages/admin-screens-page.ts';
import { apiJson } from './pages/dashboard-api.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signIn, signInAsAdmin } from './support/session.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output/admin-screens');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), fullPage: true });

describe('admin screens: Users, Home and dashboard import/export (#19 point 6)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const zipDir = join(tmpdir(), `sightline-admin-screens-${process.pid}`);

  beforeAll(async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    mkdirSync(zipDir, { recursive: true });
    server = await startTestServer({ withExamples: false });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
  }, 180_000);

  beforeEach(() => {
    onTestFailed(async () => {
      await shot(page, 'failure').catch(() => undefined);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(zipDir, { recursive: true, force: true });
  });

  it('an admin adds a Gamma user from Settings > Users; the user lands on Home', async () => {
    expect(new URL(page.url()).pathname).toBe('/superset/welcome/');
    const users = new UsersPage(page);
    await users.openFromSettings('users');
    await users.table.waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/users/list/');
    await users.addUser({
      firstName: 'Gia',
      lastName: 'Gamma',
      username: 'gia',
      email: 'gia@example.com',
      password: 'gamma-pass-1',
      role: 'Gamma',
    });
    const row = users.row('gia');
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain('Gamma');
    await shot(page, 'users-list');

    // The role editor of Settings > Roles lists the new member.
    await users.openFromSettings('roles');
    const roles = page.locator('[data-test="role-table"]');
    await roles.getByText('Gamma', { exact: true }).waitFor({ state: 'visible' });
    await roles
      .locator('tbody tr', { has: page.getByText('Gamma', { exact: true }) })
      .locator('[data-test="role-edit"]')
      .click();
    const roleModal = page.locator('[data-test="role-modal"]');
    await roleModal.getByText('gia', { exact: false }).first().waitFor({ state: 'visible' });
    await shot(page, 'role-edit');
    await page.keyboard.press('Escape');

    const gammaContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    gammaContext.setDefaultTimeout(20_000);
    const gamma = await gammaContext.newPage();
    await signIn(gamma, server.url, 'gia', 'gamma-pass-1');
    await gamma.locator('[data-test="home-page"]').waitFor({ state: 'visible' });
    expect(new URL(gamma.url()).pathname).toBe('/superset/welcome/');
    await gamma.locator('[data-test="home-dashboards"]').waitFor({ state: 'visible' });
    const entries = await new UsersPage(gamma).settingsEntries();
    expect(entries).toContain('settings-user-info');
    expect(entries).not.toContain('settings-css-templates');
    expect(entries).not.toContain('settings-users');
    await shot(gamma, 'home-gamma');
    await gammaContext.close();
  });

  it('exports a dashboard from its row and imports it back over a change (overwrite)', async () => {
    const created = await apiJson(page.request, server.url, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Quarterly board',
    });
    const id = created.id as number;
    await page.goto(`${server.url}/dashboard/list/?viewMode=table`);
    const table = page.locator('[data-test="dashboard-list-table"]');
    await table.getByText('Quarterly board').waitFor({ state: 'visible' });
    const bundle = new BundleActions(page, table);
    const download = await bundle.exportRow('Quarterly board');
    expect(download.suggestedFilename()).toMatch(/^dashboard_export_\d{8}T\d{6}\.zip$/);
    const zip = join(zipDir, download.suggestedFilename());
    await download.saveAs(zip);

    await apiJson(page.request, server.url, 'PUT', `/api/v1/dashboard/${id}`, {
      dashboard_title: 'Renamed board',
    });
    await page.reload();
    await table.getByText('Renamed board').waitFor({ state: 'visible' });
    await bundle.importFile(zip, 'Dashboard');
    await table.getByText('Quarterly board').waitFor({ state: 'visible' });
    const titles = await table.locator('[data-test="dashboard-link"]').allInnerTexts();
    expect(titles).toEqual(['Quarterly board']);
    await shot(page, 'dashboard-list-imported');

    // Opening it is a view: Home's Recents shows it.
    await table.getByText('Quarterly board').click();
    await page.locator('[data-test="dashboard-title"]').waitFor({ state: 'visible' });
    await page.locator('[data-test="navbar-brand"]').click();
    const viewed = page.locator('[data-test="home-recents-viewed"]');
    await viewed.getByText('Quarterly board').waitFor({ state: 'visible' });
    await shot(page, 'home-admin');
  });
});
