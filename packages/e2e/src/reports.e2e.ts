import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { waitForToast } from './pages/common.ts';
import { apiJson, createDashboardChart, saveDashboardLayout } from './pages/dashboard-api.ts';
import {
  AlertReportListPage,
  DashboardReportMenu,
  ExecutionLogPage,
  startMailbox,
  type Mailbox,
} from './pages/reports-page.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output/reports');
const REPORT = 'Weekly Ops';

describe('reports (#16 point 2): from a dashboard menu to the Alerts & Reports list and the log', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let dashboardId = 0;
  let mailbox: Mailbox;
  let workDir = '';
  const savedEnv: Record<string, string | undefined> = {};

  beforeAll(async () => {
    // A real SMTP server in-process; the test server reads its SIGHTLINE_SMTP_* settings from the env.
    mailbox = await startMailbox();
    const env = {
      SIGHTLINE_SMTP_HOST: '127.0.0.1',
      SIGHTLINE_SMTP_PORT: String(mailbox.port),
      SIGHTLINE_SMTP_STARTTLS: 'false',
    };
    for (const [k, v] of Object.entries(env)) {
      savedEnv[k] = process.env[k];
      process.env[k] = v;
    }
    workDir = mkdtempSync(join(tmpdir(), 'sightline-e2e-reports-'));
    const shop = join(workDir, 'shop.sqlite');
    const db = new Database(shop);
    db.exec(`CREATE TABLE sales (id INTEGER PRIMARY KEY, region TEXT, amount REAL);
      INSERT INTO sales VALUES (1, 'EMEA', 10.5), (2, 'APAC', 20), (3, 'EMEA', 4), (4, 'AMER', 14);`);
    db.close();
    server = await startTestServer({ withExamples: false });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    const created = await apiJson(page.request, server.url, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Ops',
    });
    dashboardId = created.id as number;
    // One real chart, so that the report's PNG shows something.
    const database = await apiJson(page.request, server.url, 'POST', '/api/v1/database/', {
      database_name: 'shop',
      sqlalchemy_uri: `sqlite:///${shop}`,
    });
    const dataset = await apiJson(page.request, server.url, 'POST', '/api/v1/dataset/', {
      database: database.id,
      schema: 'main',
      table_name: 'sales',
    });
    const pie = await createDashboardChart(page.request, server.url, dashboardId, 'By region', {
      viz_type: 'pie',
      datasource: `${dataset.id as number}__table`,
      groupby: ['region'],
      metric: 'count',
    });
    await saveDashboardLayout(page.request, server.url, dashboardId, [pie]);
    mkdirSync(OUTPUT_DIR, { recursive: true });
  }, 180_000);

  beforeEach(() => {
    onTestFailed(async () => {
      await page
        ?.screenshot({ path: join(OUTPUT_DIR, 'failure.png'), fullPage: true })
        .catch(() => undefined);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await mailbox?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    for (const [k, v] of Object.entries(savedEnv)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it("sets up an email report from the dashboard's menu", async () => {
    await page.goto(`${server.url}/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="dashboard-title"]').waitFor({ state: 'visible' });
    const menu = new DashboardReportMenu(page);
    await menu.choose('set-up');
    await menu.modal.waitFor({ state: 'visible' });
    expect(await menu.modal.innerText()).toContain('Schedule a new email report');
    expect(await menu.modal.locator('[data-test="report-name"]').inputValue()).toBe(
      'Weekly Report for Ops',
    );
    // The submenu closes once the pointer leaves it (onto the modal).
    await page.mouse.move(700, 300);
    const submenu = page.locator('.ant-dropdown-menu-submenu-popup:visible');
    await expect.poll(() => submenu.count()).toBe(0);
    await page.screenshot({ path: join(OUTPUT_DIR, 'report-modal.png') });
    await menu.schedule(REPORT, 'Image (PNG) embedded in email');
    expect(await waitForToast(page, 'The report has been created')).toBe('success');
    // The menu now manages the report: active, edit, delete.
    await menu.open();
    await page.locator('[data-test="report-menu-edit"]:visible').waitFor();
    expect(await page.locator('[data-test="report-menu-toggle-active"]:visible').innerText()).toBe(
      'Email reports active',
    );
    await page.keyboard.press('Escape');
  });

  it('shows it under Settings > Alerts & Reports and toggles it off and on', async () => {
    await page.locator('[data-test="settings-menu"]').hover();
    await page.locator('[data-test="settings-alerts-reports"]:visible').click();
    await page.waitForURL('**/alert/list/');
    const list = new AlertReportListPage(page);
    await list.openReportsTab();
    const row = list.row(REPORT);
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain('At 12:00, only on Monday');
    await page.screenshot({ path: join(OUTPUT_DIR, 'report-list.png') });
    expect(await list.isActive(REPORT)).toBe(true);
    const put = page.waitForResponse((r) => r.request().method() === 'PUT');
    await list.activeSwitch(REPORT).click();
    expect((await put).status()).toBe(200);
    // The list is fetched again and shows what the server now holds.
    await expect.poll(() => list.isActive(REPORT)).toBe(false);
    const saved = await apiJson(page.request, server.url, 'GET', '/api/v1/report/?q=()');
    expect((saved.result as { name: string; active: boolean }[])[0]).toMatchObject({
      name: REPORT,
      active: false,
    });
    await list.activeSwitch(REPORT).click();
    await expect.poll(() => list.isActive(REPORT)).toBe(true);
    // Its edit dialog is the Alerts & Reports modal, filled from the stored report.
    await list.row(REPORT).locator('[data-test="alert-report-edit"]').click();
    const modal = list.modal;
    await modal.waitFor({ state: 'visible' });
    expect(await modal.locator('[data-test="alert-report-name"]').inputValue()).toBe(REPORT);
    await modal.getByText('Report contents').click();
    await modal.getByText('Schedule', { exact: true }).click();
    await modal.getByText('Notification method', { exact: true }).first().click();
    expect(await modal.locator('[data-test="alert-report-emailTo"]').inputValue()).toBe(
      'admin@sightline.local',
    );
    await page.screenshot({ path: join(OUTPUT_DIR, 'alert-report-modal.png'), fullPage: true });
    await modal.locator('[data-test="alert-report-cancel"]').click();
  });

  it('sends it now and reads the run in its execution log', async () => {
    const list = new AlertReportListPage(page);
    await list.openLog(REPORT);
    expect(new URL(page.url()).pathname).toMatch(/^\/report\/\d+\/log$/);
    const log = new ExecutionLogPage(page);
    expect(await log.rows.count()).toBe(0);
    await log.sendNow();
    expect(await waitForToast(page, `Sending "${REPORT}" now`)).toBe('success');
    const run = await log.lastRun();
    await page.screenshot({ path: join(OUTPUT_DIR, 'execution-log.png') });
    expect(run).toEqual({ state: 'Success', error: '' });
    // One mail reached the in-process SMTP server, to the admin, with the dashboard as a PNG.
    expect(mailbox.mails).toHaveLength(1);
    const mail = mailbox.mails[0]!;
    expect(mail.to).toEqual(['admin@sightline.local']);
    expect(mail.subject).toBe(`[Report] ${REPORT}: Ops`);
    const png = mail.png();
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
    expect(png!.readUInt32BE(16)).toBeGreaterThanOrEqual(600);
    expect(png!.length).toBeGreaterThan(5_000);
    writeFileSync(join(OUTPUT_DIR, 'mailed-report.png'), png!);
  });
});
