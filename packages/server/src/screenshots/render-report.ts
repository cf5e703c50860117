import type { BrowserContext } from 'playwright-core';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { loadCurrentUser } from '../security/current-user.ts';
import { SESSION_COOKIE } from '../security/session.ts';
import { sharedBrowser } from './browser.ts';
import { waitForCharts } from './page-state.ts';
import { pdfFromPngs } from './pdf.ts';
import { decodePng, inkStats, isBlank } from './png.ts';
import { executorSession, renderTargets, type RenderRequest } from './render-target.ts';
import { screenshotsConfig, type ScreenshotsConfig } from './screenshot-config.ts';
import { webdriverBaseUrl } from './server-url.ts';

/** A render for a report (docs/adr/0019-reports.md): what, as whom, in which format. */
export interface ReportRenderRequest extends RenderRequest {
  format: 'png' | 'pdf';
  /** The user the browser is logged in as (the report's executor); their access applies. */
  executorId: number;
  /** Window width in CSS pixels (Superset: 800 for charts, 1600 for dashboards). */
  width?: number;
}

/** Extra knobs of thumbnail renders. */
export interface RenderOptions {
  /** How long to wait for the charts (default SIGHTLINE_SCREENSHOT_TIMEOUT). */
  timeoutMs?: number;
  /** Window height; with `clip`, the image is cut to it (a thumbnail shows the top of the page). */
  height?: number;
  clip?: boolean;
  /** Device pixels per CSS pixel (0.5 halves the image: a thumbnail). */
  scale?: number;
}

/** Superset's DEFAULT_CHART_WINDOW_SIZE and DEFAULT_DASHBOARD_WINDOW_SIZE. */
export const WINDOW_SIZE = { chart: [800, 600], dashboard: [1600, 1200] } as const;
/** Superset waits for chart animations to end before it takes the picture. */
const ANIMATION_WAIT_MS = 800;

let envConfig: ScreenshotsConfig | null = null;

/** The renderer's settings (CHROMIUM_PATH, SIGHTLINE_WEBDRIVER_BASEURL, SIGHTLINE_SCREENSHOT_TIMEOUT). */
function configOf(): ScreenshotsConfig {
  return (envConfig ??= screenshotsConfig(process.env));
}

/** Fails fast, without a browser, when the app the render would open does not answer. */
async function assertReachable(baseUrl: string): Promise<void> {
  try {
    const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5000) });
    if (res.ok) return;
    throw new Error(`HTTP ${res.status}`);
  } catch (e) {
    throw new AppError(
      503,
      `The app at ${baseUrl} cannot be reached to render (${(e as Error).message}); set SIGHTLINE_WEBDRIVER_BASEURL`,
    );
  }
}

/**
 * Renders a chart or dashboard in headless Chromium, logged in as the executor: PNG gives one
 * image per requested tab (else one full-page image), PDF one document with a page per image.
 * Complete only when every chart in scope rendered, none failed or spins, and no image is blank;
 * otherwise an AppError says why (the chart and its error, the charts still waiting, "blank").
 */
export async function renderReport(
  ctx: AppContext,
  req: ReportRenderRequest,
  opts: RenderOptions = {},
): Promise<Buffer[]> {
  const executor = await loadCurrentUser(ctx, req.executorId);
  if (!executor)
    throw new AppError(422, `The executor (user ${req.executorId}) does not exist or is inactive`);
  const targets = await renderTargets(ctx, req, executor);
  const config = configOf();
  const baseUrl = webdriverBaseUrl(ctx, config.baseUrl);
  const [defaultWidth, defaultHeight] = WINDOW_SIZE[req.kind];
  const width = req.width ?? defaultWidth;
  // A full-page dashboard starts short and grows to its content (waitForCharts), so the image ends
  // where the dashboard does instead of at the window's height.
  const height = opts.height ?? (req.kind === 'dashboard' && !opts.clip ? 400 : defaultHeight);
  const scale = opts.scale ?? 1;
  await assertReachable(baseUrl);
  const browser = await sharedBrowser(config.chromiumPath);
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
  });
  try {
    await context.addCookies([
      {
        name: SESSION_COOKIE,
        value: await executorSession(ctx, executor),
        url: baseUrl,
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    const images: Buffer[] = [];
    for (const target of targets) {
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}${target.path}`, { timeout: config.timeoutSeconds * 1000 });
        const timeoutMs = opts.timeoutMs ?? config.timeoutSeconds * 1000;
        const scope = opts.clip ? { ...target.scope, growViewport: false } : target.scope;
        await waitForCharts(page, scope, timeoutMs);
        await page.waitForTimeout(ANIMATION_WAIT_MS);
        const png = await page.screenshot({ fullPage: !opts.clip, type: 'png' });
        const stats = inkStats(decodePng(png));
        if (isBlank(stats))
          throw new AppError(
            500,
            `The screenshot of "${target.scope.label}" is blank (${(stats.inkShare * 100).toFixed(2)}% of its pixels differ from the background)`,
          );
        images.push(png);
      } finally {
        await page.close();
      }
    }
    return req.format === 'pdf' ? [pdfFromPngs(images, scale)] : images;
  } finally {
    await context.close();
  }
}
