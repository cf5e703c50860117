/*
 * bench/lighthouse: Lighthouse 12.2.3 (desktop preset) on the login, dashboard, Explore, SQL Lab and
 * chart list pages of a production web build, with Superset's example bundle imported.
 *   npx tsx bench/lighthouse.ts   (RUNS=3 by default; PAGES=login,sqllab picks pages;
 *                                  REPORTS=<dir> keeps each page's last JSON report there)
 * Lighthouse runs through `npx -y lighthouse@12.2.3` rather than a devDependency: it brings
 * puppeteer-core, Sentry and the trace engine (about 60 MB) that no test needs, and 13.x wants
 * Node 22. Chromium is CHROMIUM_PATH (default /usr/bin/chromium); the admin's session cookie is sent
 * with --extra-headers on every page but the login page.
 * Printed per page, the median of RUNS: performance and accessibility scores, total blocking time,
 * first and largest contentful paint, the JavaScript transferred and its script count, then the
 * failing accessibility audits and the goals (performance >= 90, accessibility >= 95).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { launchBrowser } from '../packages/e2e/src/support/browser.ts';
import { startTestServer } from '../packages/e2e/src/support/server.ts';
import {
  FEATURED_CHARTS,
  adminToken,
  findDashboard,
  setUpSupersetExamples,
} from '../packages/e2e/src/support/superset-examples.ts';
import { signInAsAdmin } from '../packages/e2e/src/support/session.ts';

process.env.SIGHTLINE_LOG_LEVEL ??= 'warn';
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = 'lighthouse@12.2.3';
const GOAL_PERFORMANCE = 90;
const GOAL_ACCESSIBILITY = 95;
const run = promisify(execFile);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The parts of a Lighthouse JSON report the bench reads. */
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode?: string;
      numericValue?: number;
      title: string;
      details?: {
        items?: { resourceType?: string; requestCount?: number; transferSize?: number }[];
      };
    }
  >;
}

interface Measure {
  performance: number;
  accessibility: number;
  tbt: number;
  fcp: number;
  lcp: number;
  jsBytes: number;
  scripts: number;
  failedA11y: string[];
}

/** The accessibility audits that failed: the ones to fix. */
function failedAccessibility(report: Report): string[] {
  const ids = report.categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
  return ids.filter((id) => {
    const audit = report.audits[id];
    return audit && audit.scoreDisplayMode === 'binary' && audit.score === 0;
  });
}

function measure(report: Report): Measure {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const script = report.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    jsBytes: script?.transferSize ?? 0,
    scripts: script?.requestCount ?? 0,
    failedA11y: failedAccessibility(report),
  };
}

/** One Lighthouse run of `url`; `headersFile` holds the session cookie (undefined: signed out). */
async function lighthouseOnce(url: string, out: string, headersFile?: string): Promise<Report> {
  await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--preset=desktop',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      // A loaded machine can take long to go quiet; the default 45 s gave up on the dashboard.
      '--max-wait-for-load=120000',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(headersFile ? [`--extra-headers=${headersFile}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

/** Lighthouse, tried up to three times: on a busy machine it now and then finds the page hung. */
async function lighthouse(url: string, out: string, headersFile?: string): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, out, headersFile);
    } catch (e) {
      const stderr = (e as { stderr?: string }).stderr?.trim() ?? String(e);
      if (attempt === 3)
        throw new Error(`Lighthouse failed three times on ${url}: ${stderr}`, { cause: e });
      console.log(`  (attempt ${attempt} on ${url} failed: ${stderr.split('\n')[0]}; again)`);
    }
  }
}

const server = await startTestServer({ withExamples: false, setup: setUpSupersetExamples });
const dir = mkdtempSync(join(tmpdir(), 'sightline-lighthouse-'));
try {
  const token = await adminToken(server.url);
  const dashboard = await findDashboard(server.url, token, FEATURED_CHARTS);
  // The session cookie as the browser holds it after signing in through the login page.
  const browser = await launchBrowser({ recordToasts: false });
  const context = await browser.newContext();
  await signInAsAdmin(await context.newPage(), server.url);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await browser.close();
  const headersFile = join(dir, 'headers.json');
  writeFileSync(headersFile, JSON.stringify({ Cookie: cookie }));

  const pages: { name: string; path: string; signedIn: boolean }[] = [
    { name: 'login', path: '/login/', signedIn: false },
    { name: 'dashboard', path: `/superset/dashboard/${dashboard.id}/`, signedIn: true },
    { name: 'explore', path: `/explore/?slice_id=${dashboard.chartIds[0]}`, signedIn: true },
    { name: 'sqllab', path: '/sqllab/', signedIn: true },
    { name: 'chart list', path: '/chart/list/', signedIn: true },
  ];
  const wanted = process.env.PAGES?.split(',');
  const rows: { name: string; m: Measure }[] = [];
  for (const page of pages.filter((p) => !wanted || wanted.includes(p.name.replace(' ', '')))) {
    const runs: Measure[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const out = join(dir, 'report.json');
      const report = await lighthouse(
        `${server.url}${page.path}`,
        out,
        page.signedIn ? headersFile : undefined,
      );
      runs.push(measure(report));
      if (process.env.REPORTS) {
        mkdirSync(process.env.REPORTS, { recursive: true });
        copyFileSync(out, join(process.env.REPORTS, `${page.name.replace(' ', '-')}.json`));
      }
    }
    const pick = (key: Exclude<keyof Measure, 'failedA11y'>) => median(runs.map((r) => r[key]));
    rows.push({
      name: page.name,
      m: {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        tbt: pick('tbt'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        jsBytes: pick('jsBytes'),
        scripts: pick('scripts'),
        failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
      },
    });
    console.log(
      `${page.name}: performance ${runs.map((r) => r.performance).join(', ')}; ` +
        `accessibility ${runs.map((r) => r.accessibility).join(', ')}`,
    );
  }
  printTable(rows);
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

function printTable(rows: { name: string; m: Measure }[]): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]}, desktop preset, median of ${RUNS} runs:`);
  const header = ['page', 'perf', 'a11y', 'TBT', 'FCP', 'LCP', 'JS transferred', 'scripts'];
  const lines = rows.map(({ name, m }) => [
    name,
    String(m.performance),
    String(m.accessibility),
    ms(m.tbt),
    ms(m.fcp),
    ms(m.lcp),
    kb(m.jsBytes),
    String(m.scripts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, i) => cell.padStart(widths[i]!)).join('  '));
  for (const { name, m } of rows)
    if (m.failedA11y.length > 0)
      console.log(`${name}: failing a11y audits ${m.failedA11y.join(', ')}`);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const perfOk = rows.every(({ m }) => m.performance >= GOAL_PERFORMANCE);
  const a11yOk = rows.every(({ m }) => m.accessibility >= GOAL_ACCESSIBILITY);
  console.log(`goal performance >= ${GOAL_PERFORMANCE} on every page: ${verdict(perfOk)}`);
  console.log(`goal accessibility >= ${GOAL_ACCESSIBILITY} on every page: ${verdict(a11yOk)}`);
}
