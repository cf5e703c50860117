import type { Browser } from 'playwright-core';
import { AppError } from '../errors.ts';

let launching: Promise<Browser> | null = null;

/**
 * The one headless Chromium of this process, launched on first use and reused by every render
 * (each render gets its own context: its own cookies and viewport). A browser that died is
 * launched again on the next call.
 */
export async function sharedBrowser(executablePath: string): Promise<Browser> {
  if (launching) {
    const browser = await launching.catch(() => null);
    if (browser?.isConnected()) return browser;
  }
  // playwright-core is imported on the first render, not at startup (about a second of loading
  // for every process, most of which never renders).
  launching = import('playwright-core')
    .then(({ chromium }) =>
      chromium.launch({
        executablePath,
        headless: true,
        args: ['--no-sandbox', '--disable-dev-shm-usage'],
      }),
    )
    .catch((e: unknown) => {
      launching = null;
      throw new AppError(
        500,
        `The screenshot browser could not start (${executablePath}): ${(e as Error).message}`,
      );
    });
  return launching;
}

/** Closes the shared browser (on shutdown); the next render launches a new one. */
export async function closeSharedBrowser(): Promise<void> {
  const pending = launching;
  launching = null;
  const browser = await pending?.catch(() => null);
  await browser?.close().catch(() => undefined);
}
