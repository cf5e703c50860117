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
  const seen = new WeakMap<Element, string>();
  const scan = () => {
    for (const el of document.querySelectorAll('[data-test="toast"]')) {
      const text = el.textContent ?? '';
      if (seen.get(el) === text) continue;
      seen.set(el, text);
      log.push({ text, type: el.getAttribute('data-toast-type'), consumed: false });
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The system Chromium (CHROMIUM_PATH overrides /usr/bin/chromium); playwright-core ships none. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  // Every context the tests open records its toasts.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(recordToasts);
    return context;
  };
  return browser;
}
