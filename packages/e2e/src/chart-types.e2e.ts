import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryBuilders } from '@sightline/viz/query';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { ChartTypesPage } from './pages/chart-types-page.ts';
import type { ContactSheetItem } from './pages/chart-types-page.ts';
import { createChartViaApi, datasetIdByName } from './pages/dashboard-page.ts';
import { launchBrowser } from './support/browser.ts';
import { CHART_TYPE_CASES, TILES_NOT_CONFIGURED_TEXT } from './support/chart-type-form-data.ts';
import type { ExampleTable } from './support/chart-type-form-data.ts';
import { REPO_ROOT, ensureWebBuild, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';
import { signInAsAdmin } from './support/session.ts';

const OUTPUT_DIR = join(REPO_ROOT, 'packages/e2e/output/chart-types');
/** The 45 types of docs/chart-types.md §2 plus gantt_chart. */
const MIN_REGISTERED_TYPES = 46;

/**
 * The registered types, through the server-safe entry: its table is generated from the registry
 * (viz registry.test.ts holds them equal); the main entry pulls in .tsx components, which this
 * package's TypeScript project does not compile (no JSX setting).
 */
const VIZ_TYPES = Object.keys(queryBuilders).sort();

/**
 * A private copy of packages/web/dist for this run's server (SIGHTLINE_WEB_DIST): other e2e runs in
 * the same checkout rebuild dist (emptying it first) whenever sources change, which would blank the
 * pages of this long test midway. A copy whose index.html assets are missing is taken again.
 */
function snapshotWebBuild(): string {
  const privateDist = process.env.SIGHTLINE_WEB_DIST;
  const dist =
    privateDist && existsSync(join(privateDist, 'index.html'))
      ? privateDist
      : join(REPO_ROOT, 'packages/web/dist');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    ensureWebBuild();
    const copy = mkdtempSync(join(tmpdir(), 'sightline-e2e-web-'));
    cpSync(dist, copy, { recursive: true });
    const index = join(copy, 'index.html');
    const assets = existsSync(index)
      ? [...readFileSync(index, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
          (m) => m[1],
        )
      : [];
    if (assets.length > 0 && assets.every((asset) => existsSync(join(copy, asset)))) return copy;
    rmSync(copy, { recursive: true, force: true });
  }
  throw new Error('packages/web/dist could not be copied whole (another build kept replacing it)');
}

describe('chart types: every registered viz_type renders from a saved chart', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let isPageSuspect = false;
  let charts: ChartTypesPage;
  const datasetIds = new Map<ExampleTable, number>();
  const pictures = new Map<string, Buffer>();

  let webCopy = '';
  const webDistBefore = process.env.SIGHTLINE_WEB_DIST;

  beforeAll(async () => {
    webCopy = snapshotWebBuild();
    process.env.SIGHTLINE_WEB_DIST = webCopy;
    server = await startTestServer();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 960, height: 620 } });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
    charts = new ChartTypesPage(page);
    await signInAsAdmin(page, server.url);
    for (const table of ['sales', 'daily_metrics', 'flows', 'countries'] as const)
      datasetIds.set(table, await datasetIdByName(page.request, server.url, table));
    rmSync(OUTPUT_DIR, { recursive: true, force: true });
    mkdirSync(OUTPUT_DIR, { recursive: true });
  }, 300_000);

  beforeEach(async () => {
    // One page serves every type; only after a failure (a chart may have hung the renderer) is it replaced.
    onTestFailed(() => {
      isPageSuspect = true;
    });
    if (!isPageSuspect) return;
    await page.close().catch(() => undefined);
    page = await context.newPage();
    charts = new ChartTypesPage(page);
    isPageSuspect = false;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    // The files of a worker share one process (isolate: false): the next one sees the value it had.
    if (webDistBefore === undefined) delete process.env.SIGHTLINE_WEB_DIST;
    else process.env.SIGHTLINE_WEB_DIST = webDistBefore;
    if (webCopy) rmSync(webCopy, { recursive: true, force: true });
  });

  it('registers all 46 types, and the form-data table has exactly one case per registered type', () => {
    expect(VIZ_TYPES.length).toBeGreaterThanOrEqual(MIN_REGISTERED_TYPES);
    expect(Object.keys(CHART_TYPE_CASES).sort()).toEqual(VIZ_TYPES);
  });

  it.each(VIZ_TYPES)(
    '%s: saved through the API, it renders standalone without an error',
    async (vizType) => {
      const testCase = CHART_TYPE_CASES[vizType];
      expect(
        testCase,
        `no form data for ${vizType} in support/chart-type-form-data.ts`,
      ).toBeDefined();
      const datasetId = datasetIds.get(testCase.table)!;
      const formData = { ...testCase.params, datasource: `${datasetId}__table`, viz_type: vizType };
      const sliceId = await createChartViaApi(
        page.request,
        server.url,
        `${vizType} (e2e)`,
        formData,
      );

      const status = await charts.open(server.url, sliceId);
      const drawn = status === 'rendered' ? await charts.waitUntilDrawnAndSettled() : null;
      // The picture is taken before the checks, so a failing type shows its error on the contact sheet.
      pictures.set(vizType, await charts.screenshot(join(OUTPUT_DIR, `${vizType}.png`)));
      const error = await charts.errorText();
      expect({ status, error }).toEqual({ status: 'rendered', error: null });
      if (!drawn) throw new Error(`${vizType} did not render`);

      if (testCase.expected === 'tiles-not-configured') {
        expect(drawn.text).toContain(TILES_NOT_CONFIGURED_TEXT);
        expect(await charts.chartBox.getByRole('alert').innerText()).toContain(
          TILES_NOT_CONFIGURED_TEXT,
        );
      } else {
        const hasDrawing = drawn.canvasInk > 0 || drawn.svgShapes > 0 || drawn.tableCells > 0;
        expect(
          hasDrawing || drawn.text.length > 0,
          `${vizType} drew nothing: ${JSON.stringify(drawn)}`,
        ).toBe(true);
        expect(drawn.text).not.toContain(TILES_NOT_CONFIGURED_TEXT);
        expect(drawn.text).not.toMatch(/^no (results|data)/i);
      }
    },
    60_000,
  );

  it('mapbox: panning and zooming the map in explore writes the viewport back into its controls', async () => {
    const testCase = CHART_TYPE_CASES.mapbox;
    const formData = {
      ...testCase.params,
      datasource: `${datasetIds.get(testCase.table)!}__table`,
      viz_type: 'mapbox',
    };
    const sliceId = await createChartViaApi(
      page.request,
      server.url,
      'mapbox viewport (e2e)',
      formData,
    );
    await page.goto(`${server.url}/explore/?slice_id=${sliceId}`);
    const controls = page.locator('[data-test="explore-controls"]');
    await controls.waitFor({ timeout: 45_000 });
    for (const header of await controls
      .locator('.ant-collapse-header[aria-expanded="false"]')
      .all())
      await header.click().catch(() => undefined);
    const input = (name: string) => controls.locator(`[data-test="control-${name}"] input`).first();
    const map = page.locator('[data-test="explore-chart-area"] .leaflet-container');
    await map.waitFor({ timeout: 30_000 });
    const before = await input('viewport_longitude').inputValue();
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => input('viewport_longitude').inputValue(), { timeout: 10_000 })
      .not.toBe(before);
    const zoomBefore = Number(await input('viewport_zoom').inputValue());
    await page.locator('[data-test="explore-chart-area"] .leaflet-control-zoom-in').click();
    await expect
      .poll(async () => Number(await input('viewport_zoom').inputValue()), { timeout: 10_000 })
      .toBe(zoomBefore + 1);
  }, 90_000);

  it('composes a contact sheet of every rendered type', async () => {
    const items: ContactSheetItem[] = VIZ_TYPES.filter((t) => pictures.has(t)).map((t) => ({
      caption: t,
      png: pictures.get(t)!,
    }));
    const sheet = await charts.contactSheet(items, join(OUTPUT_DIR, 'contact-sheet.png'));
    expect(await page.locator('[data-test="contact-sheet"] figure').count()).toBe(VIZ_TYPES.length);
    // PNG magic number, and a picture large enough to hold the grid.
    expect(sheet.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(sheet.length).toBeGreaterThan(100_000);
  });
});
