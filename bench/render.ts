/*
 * bench/render: per chart type, the time to render 10,000 points in headless Chromium and the gzipped
 * JavaScript the type adds to the web app, in one run (ratios, not absolute times).
 *   npx tsx bench/render.ts            (POINTS=10000 RUNS=3 TYPES=pie,table to narrow;
 *                                       SIZES=0 skips the web build and the JS columns;
 *                                       SHOTS=dir saves a PNG of each chart)
 * Render: each type's chart of packages/e2e/src/support/chart-type-form-data.ts is queried through the
 * real server on the examples, its result is grown to POINTS rows (rows repeated with shifted times,
 * suffixed labels and jittered numbers), then bench/render-harness mounts the plugin (transformProps
 * included) and waits for the first frame that shows the chart. Baseline: a plain ECharts canvas
 * scatter of POINTS points on the same page. Size: packages/web is built with a Vite manifest; a
 * type's JavaScript is the gzipped closure of its two lazy chunks (component and transform) minus
 * what the app's entry already loads ("own" counts only chunks no other type uses).
 * "long task" is the longest main-thread task (PerformanceObserver 'longtask') between the start
 * of transformProps and 1 s after the first frame: how long the page stays frozen while it draws;
 * "transform" is the part of "render ms" spent in the plugin's transformProps; "x adjacent" divides
 * by a scatter drawn just before the type (the load of a shared machine drifts over a run).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchBrowser } from '../packages/e2e/src/support/browser.ts';
import { CHART_TYPE_CASES } from '../packages/e2e/src/support/chart-type-form-data.ts';
import { loadConfig, startServer } from '../packages/server/src/index.ts';
import { buildChartDataRequest } from '../packages/viz/src/query.ts';

const ROOT = resolve(import.meta.dirname, '..');
const POINTS = Number(process.env.POINTS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 3);
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 60_000);
const WITH_SIZES = process.env.SIZES !== '0';
/** A directory for a screenshot of each type's chart (after its last run), e.g. at POINTS=50. */
const SHOTS = process.env.SHOTS;
const ONLY = process.env.TYPES ? new Set(process.env.TYPES.split(',')) : null;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
interface QueryResult {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: number[];
  rowcount: number;
  [key: string]: unknown;
}

/** Gzipped JS per type: the closure of its lazy component and transform chunks, and the part no other type shares. */
function measureBundle(): Map<string, { total: number; own: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'sl-bench-web-'));
  try {
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
      {
        cwd: join(ROOT, 'packages/web'),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
      return seen;
    };
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
    const preloaded = closure(entryKey);
    const gz = new Map<string, number>();
    const gzipped = (key: string) => {
      if (!gz.has(key))
        gz.set(key, gzipSync(readFileSync(join(outDir, manifest[key]!.file))).length);
      return gz.get(key)!;
    };
    const perType = new Map<string, string[]>();
    for (const [key, chunk] of Object.entries(manifest)) {
      // A type's two lazy role files: its component and its transform (ChartPlugin.load*).
      const match = /viz\/src\/charts\/([a-z0-9_]+)\/(?:[A-Z]\w*\.tsx|transform-props\.ts)$/.exec(
        chunk.src ?? key,
      );
      if (!chunk.isDynamicEntry || !match) continue;
      const keys = [...closure(key)].filter(
        (k) => !preloaded.has(k) && manifest[k]!.file.endsWith('.js'),
      );
      perType.set(match[1]!, [...new Set([...(perType.get(match[1]!) ?? []), ...keys])]);
    }
    const users = new Map<string, number>();
    for (const keys of perType.values())
      for (const k of keys) users.set(k, (users.get(k) ?? 0) + 1);
    return new Map(
      [...perType].map(([type, keys]) => [
        type,
        {
          total: keys.reduce((s, k) => s + gzipped(k), 0),
          own: keys.filter((k) => users.get(k) === 1).reduce((s, k) => s + gzipped(k), 0),
        },
      ]),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The result grown to `points` rows: copy k shifts times by k spans, suffixes labels with k, jitters numbers. */
function grow(result: QueryResult, points: number): QueryResult {
  if (result.data.length === 0) return result;
  const typeOf = new Map(result.colnames.map((c, i) => [c, result.coltypes[i]]));
  const spans = new Map<string, number>();
  for (const [col, type] of typeOf) {
    if (type !== 2) continue;
    const times = result.data.map((r) => Number(r[col])).filter(Number.isFinite);
    spans.set(col, Math.max(...times) - Math.min(...times) + 86_400_000);
  }
  const data: Record<string, unknown>[] = [];
  for (let k = 0; data.length < points; k += 1) {
    for (const row of result.data) {
      if (data.length >= points) break;
      if (k === 0) {
        data.push(row);
        continue;
      }
      const copy: Record<string, unknown> = {};
      for (const [col, value] of Object.entries(row)) {
        const type = typeOf.get(col);
        if (value === null || value === undefined) copy[col] = value;
        else if (type === 2) copy[col] = Number(value) + k * spans.get(col)!;
        else if (typeof value === 'number')
          copy[col] = value * (0.8 + 0.4 * (((k * 7919 + data.length * 104_729) % 1000) / 1000));
        else if (typeof value === 'string' && !value.trimStart().startsWith('{'))
          copy[col] = `${value} ${k}`;
        else copy[col] = value;
      }
      data.push(copy);
    }
  }
  return { ...result, data, rowcount: data.length };
}

/** The promise's value, or a rejection once `ms` passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`blocked the page for more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

/** Serves a directory over HTTP (module scripts do not load from file://). */
async function serveStatic(dir: string): Promise<{ url: string; close(): void }> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path;
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => server.close(),
  };
}

if (WITH_SIZES) console.log('building packages/web with a manifest (bundle sizes)...');
const sizes = WITH_SIZES ? measureBundle() : new Map<string, { total: number; own: number }>();
console.log('building the render harness...');
const harnessDir = mkdtempSync(join(tmpdir(), 'sl-bench-harness-'));
await build({
  root: join(ROOT, 'bench/render-harness'),
  configFile: false,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: harnessDir, emptyOutDir: true },
});

const dataDir = mkdtempSync(join(tmpdir(), 'sl-bench-data-'));
const server = await startServer(
  loadConfig({
    SIGHTLINE_DATA_DIR: dataDir,
    SIGHTLINE_ADMIN_PASSWORD: 'bench-password',
    PORT: '0',
    HOST: '127.0.0.1',
    SIGHTLINE_LOG_LEVEL: 'warn',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '20000',
  }),
  () => undefined,
);
const statics = await serveStatic(harnessDir);
const browser = await launchBrowser({ recordToasts: false });
try {
  const login = await fetch(`${server.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
  });
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`,
  };
  const datasetId = async (table: string) => {
    const res = await fetch(
      `${server.url}/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:${table})))`,
      { headers },
    );
    return ((await res.json()) as { ids: number[] }).ids[0]!;
  };

  const openHarness = async () => {
    const fresh = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await fresh.goto(statics.url);
    await fresh.waitForFunction(
      () => (window as unknown as { __bench?: { isReady: boolean } }).__bench?.isReady === true,
    );
    return fresh;
  };
  let page = await openHarness();
  type Timing = { ms: number; longestTaskMs: number; transformMs: number };
  const renderBaseline = () =>
    page.evaluate(
      (n) =>
        (
          window as unknown as { __bench: { renderBaseline(n: number): Promise<Timing> } }
        ).__bench.renderBaseline(n),
      POINTS,
    );
  const baselineRuns: Timing[] = [];
  for (let i = 0; i < RUNS + 1; i += 1) baselineRuns.push(await renderBaseline());
  const baseline = median(baselineRuns.slice(1).map((t) => t.ms));
  const baselineTask = median(baselineRuns.slice(1).map((t) => t.longestTaskMs));
  console.log(
    `\nbaseline: plain ECharts canvas scatter of ${POINTS.toLocaleString()} points: ${baseline.toFixed(1)} ms, longest task ${baselineTask.toFixed(0)} ms (median of ${RUNS}, after one warm-up)\n`,
  );
  console.log(
    `${'viz_type'.padEnd(28)}${'render ms'.padStart(11)}${'x baseline'.padStart(12)}${'x adjacent'.padStart(12)}${'long task'.padStart(11)}${'transform'.padStart(11)}${'rows'.padStart(8)}${'JS gz'.padStart(12)}${'own gz'.padStart(12)}`,
  );

  for (const [vizType, testCase] of Object.entries(CHART_TYPE_CASES).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    if (ONLY && !ONLY.has(vizType)) continue;
    const size = sizes.get(vizType);
    const sizeText = `${(size ? kb(size.total) : '?').padStart(12)}${(size ? kb(size.own) : '?').padStart(12)}`;
    try {
      const formData = {
        ...testCase.params,
        datasource: `${await datasetId(testCase.table)}__table`,
        viz_type: vizType,
      };
      const res = await fetch(`${server.url}/api/v1/chart/data`, {
        method: 'POST',
        headers,
        body: JSON.stringify(buildChartDataRequest(formData)),
      });
      if (res.status !== 200)
        throw new Error(`chart data HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
      const results = ((await res.json()) as { result: QueryResult[] }).result.map((r) =>
        grow(r, POINTS),
      );
      // On a shared machine the load drifts: the scatter drawn again just before this type gives a
      // ratio under the same load ("x adjacent").
      const adjacent = (await renderBaseline()).ms;
      const runs: Timing[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const rendering = page.evaluate(
          ([type, fd, data, keep]) =>
            (
              window as unknown as {
                __bench: {
                  renderChart(t: string, f: unknown, d: unknown, keep: boolean): Promise<Timing>;
                };
              }
            ).__bench.renderChart(type, fd, data, keep),
          [vizType, formData, results, Boolean(SHOTS) && i === RUNS - 1] as const,
        );
        // A chart that blocks the page in one long task never reaches the harness's own timeout.
        const timing = await withTimeout(rendering, TIMEOUT_MS).catch(async (err: unknown) => {
          rendering.catch(() => undefined);
          await page.close().catch(() => undefined);
          page = await openHarness();
          throw err;
        });
        runs.push(timing);
        if (SHOTS && i === RUNS - 1) {
          await page.locator('#host').screenshot({ path: join(SHOTS, `${vizType}.png`) });
          await page.evaluate(() =>
            (window as unknown as { __bench: { unmountLast(): void } }).__bench.unmountLast(),
          );
        }
        if (timing.ms > 5_000) break; // slow types: one run says enough
      }
      const ms = median(runs.map((t) => t.ms));
      const task = median(runs.map((t) => t.longestTaskMs));
      const transform = median(runs.map((t) => t.transformMs));
      console.log(
        `${vizType.padEnd(28)}${ms.toFixed(1).padStart(11)}${(ms / baseline).toFixed(2).padStart(12)}${(ms / adjacent).toFixed(2).padStart(12)}${task.toFixed(0).padStart(11)}${transform.toFixed(0).padStart(11)}${String(results[0]?.rowcount ?? 0).padStart(8)}${sizeText}`,
      );
    } catch (err) {
      console.log(
        `${vizType.padEnd(28)}${'failed'.padStart(11)}${''.padStart(54)}${sizeText}   ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`,
      );
    }
  }
} finally {
  await browser.close();
  statics.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(harnessDir, { recursive: true, force: true });
}
