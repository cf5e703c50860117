import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { waitForToast } from './pages/common.ts';
import { apiJson } from './pages/dashboard-api.ts';
import { ExplorePage } from './pages/explore-page.ts';
import { UploadModal } from './pages/upload-page.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output');
const DATABASE = 'Uploads';
const CSV = ['fruit,qty,price', 'apple,10,1.5', 'pear,12,2.25', 'fig,20,0.5'].join('\n');

describe('upload: a CSV uploaded from the Data menu is charted (#19 point 4)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startTestServer({ withExamples: false });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    await signInAsAdmin(page, server.url);
    const file = join(mkdtempSync(join(tmpdir(), 'sl-e2e-upload-')), 'uploads.db');
    await apiJson(page.request, server.url, 'POST', '/api/v1/database/', {
      database_name: DATABASE,
      sqlalchemy_uri: `sqlite:///${file}`,
      allow_file_upload: true,
    });
  }, 180_000);

  beforeEach(() => {
    onTestFailed(async () => {
      mkdirSync(OUTPUT_DIR, { recursive: true });
      await page
        ?.screenshot({ path: join(OUTPUT_DIR, 'upload-failure.png'), fullPage: true })
        .catch(() => undefined);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('uploads a CSV through Data > Upload CSV to database and opens its dataset', async () => {
    await page.goto(`${server.url}/tablemodelview/list/`);
    const upload = new UploadModal(page);
    await upload.openFromDataMenu('csv');
    await upload.chooseFile('fruit.csv', CSV);
    await upload.fill(DATABASE, 'fruit');
    await upload.expand('File settings');
    mkdirSync(OUTPUT_DIR, { recursive: true });
    await page.screenshot({ path: join(OUTPUT_DIR, 'upload-modal.png') });
    await upload.upload();
    expect(await waitForToast(page, 'Data imported')).toBe('success');
    await upload.openDataset();
    const explore = new ExplorePage(page);
    await explore.waitUntilShown();
    expect(await page.locator('[data-test="datasource-name"]').innerText()).toBe('fruit');
  });

  it('charts the uploaded rows as a big number', async () => {
    const explore = new ExplorePage(page);
    await explore.chooseVizType('big_number_total');
    await explore.addSimpleMetric('metric', 'qty', 'SUM');
    expect(await explore.run()).toBe('rendered');
    expect(await explore.chartError()).toBeNull();
    await expect.poll(() => explore.chart.innerText()).toContain('42');
    await page.screenshot({ path: join(OUTPUT_DIR, 'upload-chart.png') });
  });
});
