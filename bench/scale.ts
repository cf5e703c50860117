/*
 * bench/scale: running at scale (issue #15), in one run (ratios, not absolute times).
 *   SIGHTLINE_TEST_PG_URL=postgresql://... SIGHTLINE_TEST_REDIS_URL=redis://... npx tsx bench/scale.ts
 *   (env SALES_ROWS, default 100,000 example sales rows; DURATION, default 10 s; JOBS, default 300)
 * Prints: cached chart-data requests per second with one web process and with two web processes
 * (real `sightline start` processes on one PostgreSQL metadata store and one Redis) behind a small
 * round-robin HTTP proxy written here, measured with autocannon (10 connections, own process); the
 * proxy stands in front of both setups, so its cost is in both figures. Then the queue latency,
 * enqueue to start of the handler (median and p99 of sequential jobs), of the in-process queue and
 * of the BullMQ queue (jobs/queue.ts JobQueue). On a 2-core machine the web processes, the proxy and
 * autocannon share the cores: the two-process ratio says how much a second process adds here.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BullJobQueue } from '../packages/server/src/jobs/bull-queue.ts';
import { InProcessJobQueue, type JobQueue } from '../packages/server/src/jobs/queue.ts';
import { createTempPgDatabase } from '../packages/server/test/pg-database.ts';
import {
  login,
  startProcess,
  type ServerProcess,
} from '../packages/server/test/scale/processes.ts';

const PG_URL = process.env.SIGHTLINE_TEST_PG_URL ?? '';
const REDIS_URL = process.env.SIGHTLINE_TEST_REDIS_URL ?? '';
if (!PG_URL || !REDIS_URL) {
  console.error('bench/scale needs SIGHTLINE_TEST_PG_URL and SIGHTLINE_TEST_REDIS_URL');
  process.exit(2);
}
const SALES_ROWS = process.env.SALES_ROWS ?? '100000';
const DURATION = process.env.DURATION ?? '10';
const JOBS = Number(process.env.JOBS ?? 300);
const PASSWORD = 'bench-scale-password';

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

/** A round-robin reverse proxy over `upstreams` (keep-alive to each). */
function roundRobinProxy(upstreams: string[]): Promise<{ url: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstreams[next++ % upstreams.length]);
    const upstream = http.request(
      target,
      { method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Requests per second autocannon reaches on `url` (10 connections, its own process). */
async function requestsPerSecond(url: string, token: string, body: unknown): Promise<number> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      'autocannon',
      '-j',
      '-c',
      '10',
      '-d',
      DURATION,
      '-m',
      'POST',
      '-H',
      'content-type=application/json',
      '-H',
      `authorization=Bearer ${token}`,
      '-b',
      JSON.stringify(body),
      `${url}/api/v1/chart/data`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
    requests: { average: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx || result.errors)
    console.log(`  (non-2xx: ${result.non2xx}, errors: ${result.errors})`);
  return result.requests.average;
}

/** Enqueue-to-start latencies (ms) of `n` sequential jobs on `queue`. */
async function queueLatencies(queue: JobQueue, n: number): Promise<number[]> {
  const latencies: number[] = [];
  let started: (() => void) | null = null;
  queue.registerHandler<{ at: number }>('bench-latency', async ({ at }) => {
    latencies.push(performance.timeOrigin + performance.now() - at);
    started?.();
  });
  await queue.startWorker();
  for (let i = 0; i < n; i += 1) {
    const done = new Promise<void>((resolve) => (started = resolve));
    await queue.enqueue('bench-latency', { at: performance.timeOrigin + performance.now() });
    await done;
  }
  await queue.close();
  return latencies.slice(Math.min(20, Math.floor(n / 10))); // warm-up dropped
}

const meta = await createTempPgDatabase(PG_URL, 'sightline_bench');
const web = mkdtempSync(join(tmpdir(), 'sl-bench-web-'));
const dirs: string[] = [web];
const procs: ServerProcess[] = [];
try {
  const env = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sl-bench-data-'));
    dirs.push(dataDir);
    return {
      SIGHTLINE_DATA_DIR: dataDir,
      SIGHTLINE_WEB_DIST: web,
      SIGHTLINE_SECRET_KEY: 'bench-scale-secret-key-0123456789abcdef',
      SIGHTLINE_ADMIN_PASSWORD: PASSWORD,
      SIGHTLINE_METADATA_URL: meta.url,
      SIGHTLINE_REDIS_URL: REDIS_URL,
      SIGHTLINE_EXAMPLES_SALES_ROWS: SALES_ROWS,
    };
  };
  // The first process creates the store and the examples; the second finds them.
  let t0 = performance.now();
  procs.push(await startProcess(env(), 600_000));
  console.log(
    `first web process up (examples: ${SALES_ROWS} sales rows into PostgreSQL) in ${Math.round(performance.now() - t0)} ms`,
  );
  t0 = performance.now();
  procs.push(await startProcess(env(), 600_000));
  console.log(`second web process up in ${Math.round(performance.now() - t0)} ms`);

  const token = await login(procs[0]!.url, 'admin', PASSWORD);
  const list = await fetch(
    `${procs[0]!.url}/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const salesId = ((await list.json()) as { ids: number[] }).ids[0]!;
  const body = {
    datasource: { id: salesId, type: 'table' },
    queries: [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'total' }],
        orderby: [['total', false]],
        row_limit: 10000,
      },
    ],
  };
  // Fill the shared cache once.
  for (const p of procs)
    await fetch(`${p.url}/api/v1/chart/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  const direct = await requestsPerSecond(procs[0]!.url, token, body);
  const one = await roundRobinProxy([procs[0]!.url]);
  const oneRps = await requestsPerSecond(one.url, token, body);
  await one.close();
  const two = await roundRobinProxy(procs.map((p) => p.url));
  const twoRps = await requestsPerSecond(two.url, token, body);
  await two.close();
  console.log(
    `\ncached chart-data requests per second (autocannon, 10 connections, through the proxy):`,
  );
  console.log(
    `  one web process:  ${Math.round(oneRps)} (${Math.round(direct)} without the proxy)`,
  );
  console.log(`  two web processes: ${Math.round(twoRps)}`);
  console.log(`  ratio two/one: ${(twoRps / oneRps).toFixed(2)}`);
} finally {
  await Promise.all(procs.map((p) => p.stop()));
  await meta.drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}

const inProcess = await queueLatencies(new InProcessJobQueue({ concurrency: 4 }), JOBS);
const bull = await queueLatencies(
  new BullJobQueue({
    redisUrl: REDIS_URL,
    name: `bench-latency-${process.pid}-${Date.now()}`,
    concurrency: 4,
    autoStartWorker: true,
  }),
  JOBS,
);
const row = (name: string, xs: number[]) =>
  `  ${name.padEnd(11)} median ${quantile(xs, 0.5).toFixed(3)} ms, p99 ${quantile(xs, 0.99).toFixed(3)} ms`;
console.log(`\nqueue latency, enqueue to start (${JOBS} sequential jobs, warm-up dropped):`);
console.log(row('in-process', inProcess));
console.log(row('BullMQ', bull));
console.log(
  `  ratio BullMQ/in-process: median ${(quantile(bull, 0.5) / quantile(inProcess, 0.5)).toFixed(1)}, p99 ${(quantile(bull, 0.99) / quantile(inProcess, 0.99)).toFixed(1)}`,
);
process.exit(0);
