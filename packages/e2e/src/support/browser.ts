import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** Flags for a headless Chromium in a container: no sandbox, GPU or background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One toast the page showed, as the recorder saw it. */
export interface RecordedToast {
  text: string;
  type: string | null;
  /** Set once a test's waitForToast has matched it, so the next wait needs a toast of its own. */
  consumed: boolean;
}

/**
 * Runs in every page before the app: writes down each toast as it appears. A success toast stays
 * four seconds; on a loaded CI machine a test could look for it after it had gone, so waitForToast
 * reads this log as well as the page.
 */
function recordToasts(): void {
  const log: RecordedToast[] = [];
  Object.defineProperty(window, '__sightlineToasts', { value: log });
  const record = (el: Element) =>
    log.push({
      text: el.textContent ?? '',
      type: el.getAttribute('data-toast-type'),
      consumed: false,
    });
  // Only the nodes each batch adds are looked at, so a dashboard drawing its charts pays next to nothing.
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('[data-test="toast"]')) record(node);
        for (const el of node.querySelectorAll('[data-test="toast"]')) record(el);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

export interface LaunchOptions {
  /** Record every toast the pages show, for waitForToast (default true; benchmarks turn it off). */
  recordToasts?: boolean;
}

/**
 * Contexts the tests open prefer reduced motion unless they say otherwise: charts appear drawn
 * (Echart turns ECharts' animation off for such users), so a test measures a chart once it rendered
 * instead of waiting out a second of entry animation per chart.
 */
const TEST_MOTION = process.env.SIGHTLINE_E2E_MOTION === 'full' ? 'no-preference' : 'reduce';

/** The system Chromium (CHROMIUM_PATH overrides /usr/bin/chromium); playwright-core ships none. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  if (options.recordToasts === false) return browser;
  // Every context the tests open records its toasts and prefers reduced motion.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext({ reducedMotion: TEST_MOTION, ...contextOptions });
    await context.addInitScript(recordToasts);
    return context;
  };
  return browser;
}
