import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { tableRow, waitForToast } from './pages/common.ts';
import { apiJson } from './pages/dashboard-api.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output');
const TEMPLATE = 'Red titles';
const CSS = '[data-test="dashboard-title"] { color: rgb(200, 0, 0) !important; }';

describe('settings: an admin creates a CSS template and a tag, and loads the template into a dashboard (#19 point 3)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let dashboardId = 0;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    const created = await apiJson(page.request, server.url, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Styled by a template',
    });
    dashboardId = created.id as number;
  }, 180_000);

  beforeEach(() => {
    onTestFailed(async () => {
      mkdirSync(OUTPUT_DIR, { recursive: true });
      await page
        ?.screenshot({ path: join(OUTPUT_DIR, 'settings-css-tags-failure.png'), fullPage: true })
        .catch(() => undefined);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('adds a template from Settings > CSS Templates', async () => {
    await page.goto(`${server.url}/tablemodelview/list/`);
    await page.locator('[data-test="settings-menu"]').hover();
    await page.locator('[data-test="settings-css-templates"]:visible').click();
    await page.locator('[data-test="css-template-list"]').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/csstemplatemodelview/list/');
    await page.locator('[data-test="css-template-add"]').click();
    await page.locator('[data-test="css-template-name"]').fill(TEMPLATE);
    await page.locator('[data-test="css-template-css"]').fill(CSS);
    await page.locator('[data-test="css-template-save"]').click();
    await waitForToast(page, `Created: ${TEMPLATE}`);
    const row = tableRow(page, page.locator('[data-test="css-template-table"]'), TEMPLATE);
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain('Admin');
  });

  it("picks the template in the dashboard's CSS editor and the dashboard takes its style", async () => {
    // An empty dashboard: its title is what shows (the grid has nothing to draw).
    await page.goto(`${server.url}/superset/dashboard/${dashboardId}/`);
    await page
      .locator('[data-test="dashboard-title"]')
      .waitFor({ state: 'visible', timeout: 45_000 });
    await page.locator('[data-test="dashboard-menu"]').click();
    await page.locator('[data-test="dashboard-menu-css"]').click();
    const picker = page.locator('[data-test="css-template-picker"]');
    await picker.click();
    await page.locator('.ant-select-item-option', { hasText: TEMPLATE }).click();
    expect(await page.locator('[data-test="css-editor"]').inputValue()).toBe(CSS);
    await page.locator('[data-test="css-modal"] .ant-btn-primary').click();
    expect(await waitForToast(page, 'The dashboard has been saved')).toBe('success');
    expect(
      await page
        .locator('[data-test="dashboard-title"]')
        .evaluate((el) => getComputedStyle(el).color),
    ).toBe('rgb(200, 0, 0)');
    const saved = await apiJson(
      page.request,
      server.url,
      'GET',
      `/api/v1/dashboard/${dashboardId}`,
    );
    expect((saved.result as { css: string }).css).toBe(CSS);
  });

  it('adds a tag from Settings > Tags', async () => {
    await page.locator('[data-test="settings-menu"]').hover();
    await page.locator('[data-test="settings-tags"]:visible').click();
    await page.locator('[data-test="tag-list"]').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/superset/tags/');
    await page.locator('[data-test="tag-add"]').click();
    await page.locator('[data-test="tag-name"]').fill('finance');
    await page.locator('[data-test="tag-description"]').fill('Money matters');
    await page.locator('[data-test="tag-save"]').click();
    await waitForToast(page, 'Created: finance');
    const row = tableRow(page, page.locator('[data-test="tag-table"]'), 'finance');
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain('Money matters');
    const tags = await apiJson(page.request, server.url, 'GET', '/api/v1/tag/');
    expect((tags.result as { name: string; type: string }[]).map((t) => [t.name, t.type])).toEqual([
      ['finance', 'custom'],
    ]);
  });
});
