import type { AppContext } from '../context.ts';

const listening = new WeakMap<AppContext, string>();

/** Records where this process's server listens (startServer), for renders with no base URL set. */
export function rememberServerUrl(ctx: AppContext, url: string): void {
  listening.set(ctx, url.replace(/\/+$/, '').replace('//localhost:', '//127.0.0.1:'));
}

/**
 * Where the render's browser opens the app: SIGHTLINE_WEBDRIVER_BASEURL, else this process's own
 * server, else the configured port on this machine (a `sightline worker` beside a web process).
 */
export function webdriverBaseUrl(ctx: AppContext, configured: string | null): string {
  return configured ?? listening.get(ctx) ?? `http://127.0.0.1:${ctx.config.port}`;
}
