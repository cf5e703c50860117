import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page.ts';
import { launchBrowser } from './support/browser.ts';
import { REPO_ROOT, startTestServer } from './support/server.ts';
import type { TestServer } from './support/server.ts';

/**
 * The login page's scripts (issue #17 point 2): the first page of most visits loads neither antd
 * nor the chart registry, and stays under a byte bound. Before the split it loaded 1.5 MB.
 */
const LOGIN_JS_BOUND = 450 * 1024;
const DIST = process.env.SIGHTLINE_WEB_DIST || join(REPO_ROOT, 'packages/web/dist');

describe('page weight: the login page loads only its own code', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ withExamples: false });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads no antd or chart-registry module, and under 450 KB of JavaScript', async () => {
    // Written by the web build (vite.config.ts, chunkModules): each script's source modules.
    const modulesOf = JSON.parse(
      readFileSync(join(DIST, '.vite/chunk-modules.json'), 'utf8'),
    ) as Record<string, string[]>;
    const page = await (await browser.newContext()).newPage();
    const bodies: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname.slice(1);
      // The decoded size, as it lands in the browser, whatever the compression on the wire.
      bodies.push(response.body().then((body) => [file, body.length]));
    });
    await page.goto(`${server.url}/login/`);
    await new LoginPage(page).waitUntilShown();
    await page.waitForLoadState('networkidle');
    const scripts = new Map(await Promise.all(bodies));

    const files = [...scripts.keys()];
    expect(files.length).toBeGreaterThan(0);
    // Every script is a built chunk the map names, so the checks below see all of them.
    expect(files.filter((file) => !modulesOf[file])).toEqual([]);
    const modules = files.flatMap((file) => modulesOf[file]!);
    expect(modules).toContain('packages/web/src/features/auth/LoginForm.tsx');
    const forbidden = modules.filter((m) =>
      /^node_modules\/(antd|@ant-design\/|@rc-component\/)|^packages\/viz\//.test(m),
    );
    expect(forbidden).toEqual([]);
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThan(LOGIN_JS_BOUND);
  });
});
