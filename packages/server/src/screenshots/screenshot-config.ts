/** Settings of the headless renderer (README "Configuration"). */
export interface ScreenshotsConfig {
  /** CHROMIUM_PATH: the Chromium the renderer launches (the Debian package's by default). */
  chromiumPath: string;
  /**
   * SIGHTLINE_WEBDRIVER_BASEURL (Superset's WEBDRIVER_BASEURL): where the browser of a render opens
   * the app; null = this process's own listening address, else http://127.0.0.1:PORT (a worker).
   */
  baseUrl: string | null;
  /** SIGHTLINE_SCREENSHOT_TIMEOUT: seconds a render waits for its charts before it fails. */
  timeoutSeconds: number;
}

/** Reads the renderer settings from the environment. */
export function screenshotsConfig(env: Record<string, string | undefined>): ScreenshotsConfig {
  const timeout = Number(env.SIGHTLINE_SCREENSHOT_TIMEOUT || 60);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new Error(`SIGHTLINE_SCREENSHOT_TIMEOUT must be a positive number of seconds`);
  return {
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    baseUrl: env.SIGHTLINE_WEBDRIVER_BASEURL?.replace(/\/+$/, '') || null,
    timeoutSeconds: timeout,
  };
}
