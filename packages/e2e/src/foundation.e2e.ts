import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabasesPage } from './pages/databases-page.ts';
import { DatasetsPage } from './pages/datasets-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { NavBar } from './pages/nav-bar.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output');
const DATABASE_NAME = 'E2E orders';

/** A small SQLite file the test connects to through the UI. */
function createOrdersDatabase(dir: string): string {
  const path = join(dir, 'orders.sqlite');
  const db = new Database(path);
  db.exec('CREATE TABLE orders(id INTEGER PRIMARY KEY, amount REAL, created_at TEXT)');
  const insert = db.prepare('INSERT INTO orders (amount, created_at) VALUES (?, ?)');
  insert.run(19.99, '2024-03-01T10:00:00');
  insert.run(5.5, '2024-03-02T15:30:00');
  insert.run(120, '2024-03-05T09:15:00');
  db.close();
  return path;
}

describe('foundation: sign in, connect a database, create a dataset', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let workDir: string;
  let sqlitePath: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'sightline-e2e-work-'));
    sqlitePath = createOrdersDatabase(workDir);
    server = await startTestServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
  });

  afterAll(async () => {
    if (page) {
      mkdirSync(OUTPUT_DIR, { recursive: true });
      await page
        .screenshot({ path: join(OUTPUT_DIR, 'foundation.png'), fullPage: true })
        .catch(() => undefined);
    }
    await browser?.close();
    await server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('sends an anonymous visitor to the login page and signs the admin in', async () => {
    await page.goto(`${server.url}/`);
    const login = new LoginPage(page);
    await login.waitUntilShown();
    expect(login.isAt()).toBe(true);

    await login.signIn(ADMIN_USERNAME, 'wrong-password');
    await login.error.waitFor({ state: 'visible' });
    expect(await login.error.innerText()).toContain('Invalid login');

    await login.signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
    await new NavBar(page).waitUntilShown();
    // A login lands on Home, as Superset's.
    await page.locator('[data-test="home-page"]').waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/superset/welcome/');
  });

  it('lists the generated example datasets', async () => {
    await page.goto(`${server.url}/tablemodelview/list/`);
    const datasets = new DatasetsPage(page);
    await datasets.waitUntilShown();
    await datasets.search('sales');
    await datasets.row('sales').first().waitFor({ state: 'visible' });
    expect(await datasets.row('sales').count()).toBeGreaterThan(0);
  });

  it('connects a SQLite database through the UI', async () => {
    await new NavBar(page).open('data', 'databases');
    const databases = new DatabasesPage(page);
    await databases.waitUntilShown();
    expect(new URL(page.url()).pathname).toBe('/databaseview/list/');

    await databases.openCreateModal();
    await databases.fillUriConnection(DATABASE_NAME, `sqlite:///${sqlitePath}`);
    await databases.testConnection();
    await databases.save();
    await databases.row(DATABASE_NAME).waitFor({ state: 'visible' });
  });

  it('creates a dataset on the new database', async () => {
    await new NavBar(page).open('data', 'datasets');
    const datasets = new DatasetsPage(page);
    await datasets.waitUntilShown();
    await datasets.createDataset(DATABASE_NAME, 'main', 'orders');
    await datasets.search('orders');
    const row = datasets.row('orders');
    await row.waitFor({ state: 'visible' });
    expect(await row.innerText()).toContain(DATABASE_NAME);
  });
});
