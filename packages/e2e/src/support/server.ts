import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from '@sightline/server';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB_DIR = join(REPO_ROOT, 'packages/web');
const WEB_INDEX = join(WEB_DIR, 'dist/index.html');
/** What the web bundle is built from (core and viz are compiled into it as source). */
const WEB_INPUTS = [
  join(WEB_DIR, 'src'),
  join(WEB_DIR, 'index.html'),
  join(WEB_DIR, 'vite.config.ts'),
  join(REPO_ROOT, 'packages/core/src'),
  join(REPO_ROOT, 'packages/viz/src'),
];

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-pw';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds packages/web/dist when it is missing or older than its sources. */
export function ensureWebBuild(): void {
  // A private, already built copy (SIGHTLINE_WEB_DIST) is used as it is: parallel local runs build their own.
  const privateDist = process.env.SIGHTLINE_WEB_DIST;
  if (privateDist && existsSync(join(privateDist, 'index.html'))) return;
  const builtAt = existsSync(WEB_INDEX) ? statSync(WEB_INDEX).mtimeMs : 0;
  const changedAt = Math.max(...WEB_INPUTS.map(newestMtime));
  if (builtAt > changedAt) return;
  // Vitest sets NODE_ENV=test, which a child vite build would inherit and answer with React's
  // development build (600 KB instead of 390 KB, and slower): the tests drive the production bundle.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/** Options of startTestServer. */
export interface TestServerOptions {
  /** Generate the examples database (default true); false leaves `examples` for `setup` to register. */
  withExamples?: boolean;
  /** Runs once the server listens, before the test gets it (load data, import assets ...). */
  setup?: (server: RunningServer) => Promise<void>;
}

/** Starts the real server in-process on a free port with a fresh data directory. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-e2e-data-'));
  const { loadConfig, startServer } = await import('@sightline/server');
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SIGHTLINE_DATA_DIR: dataDir,
    SIGHTLINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    SIGHTLINE_EXAMPLES_SALES_ROWS: '2000',
    ...(options.withExamples === false ? { SIGHTLINE_LOAD_EXAMPLES: 'false' } : {}),
  });
  const server = await startServer(config);
  try {
    await options.setup?.(server);
  } catch (e) {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: server.url.replace(/\/+$/, ''),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
