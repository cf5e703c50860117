/*
 * bench/sqllab: SQL Lab on a 1,000,000-row result (the examples `sales` table), in one run.
 *   npx tsx --expose-gc bench/sqllab.ts        (RUNS=7 by default; SALES_ROWS=1000000)
 * Prints: the time until the first rows are available (sync execute with the default display limit)
 * against the raw engine time of the same SQL, the CSV export throughput in rows per second, its time
 * against DuckDB's own `COPY (query) TO 'file.csv'` of the same query (goal: within 2x), the
 * server's peak memory growth during the export (goal: under 150 MB), and the XLSX export of
 * XLSX_ROWS rows (default 100,000) of `sales` through the chart-data API in rows per second. RSS and heap are sampled every
 * 20 ms; with --expose-gc a full GC runs every second first, so the live heap (what stays reachable,
 * not garbage waiting for the collector) is reported too, at a small cost in throughput.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startServer } from '../packages/server/src/index.ts';
import { openDatabase } from '../packages/server/src/commands/database/open-database.ts';

const RUNS = Number(process.env.RUNS ?? 7);
const SALES_ROWS = process.env.SALES_ROWS ?? '1000000';
const XLSX_ROWS = Number(process.env.XLSX_ROWS ?? 100_000);
const MB = 1024 * 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const gc = (globalThis as { gc?: () => void }).gc;

const dir = mkdtempSync(join(tmpdir(), 'sl-bench-sqllab-'));
const server = await startServer(
  loadConfig({
    SIGHTLINE_DATA_DIR: dir,
    SIGHTLINE_ADMIN_PASSWORD: 'bench-password',
    PORT: '0',
    HOST: '127.0.0.1',
    SIGHTLINE_LOG_LEVEL: 'warn',
    SIGHTLINE_EXAMPLES_SALES_ROWS: SALES_ROWS,
    // The export re-runs the query with its own limit: let a query keep all 1,000,000 rows.
    SIGHTLINE_SQL_MAX_ROW: String(Math.max(1_000_000, Number(SALES_ROWS))),
  }),
  () => undefined,
);
const ctx = server.ctx;
try {
  const login = await fetch(`${server.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-password' }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const examples = (await ctx.databases.findByName('examples'))!;
  const { driver } = await openDatabase(ctx, examples);
  const sql = 'SELECT * FROM main.sales';
  const total = Number((await driver.execute('SELECT count(*) FROM main.sales')).rows[0]![0]);
  console.log(`result: ${sql} -> ${total.toLocaleString('en-US')} rows`);

  const execute = async (body: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/api/v1/sqllab/execute/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ database_id: examples.id, sql, ...body }),
    });
    const json = (await res.json()) as {
      data: unknown[];
      query: { executedSql: string; id: string };
    };
    if (res.status !== 200)
      throw new Error(`execute: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };

  // 1. Time until the first rows show: the default display limit (1000 rows) through the API vs the engine.
  const first = await execute({});
  const executedSql = first.query.executedSql;
  const api: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    let t = performance.now();
    await driver.execute(executedSql, { maxRows: 1001 });
    raw.push(performance.now() - t);
    t = performance.now();
    const r = await execute({});
    if (r.data.length !== 1000) throw new Error(`expected 1000 rows, got ${r.data.length}`);
    api.push(performance.now() - t);
  }
  let t = performance.now();
  await driver.execute(sql);
  const fullRaw = performance.now() - t;
  console.log(
    `\ntime until the first rows (median of ${RUNS}, default limit 1000, executed SQL: ${JSON.stringify(executedSql)}):`,
  );
  console.log(
    `  API sync execute ${median(api).toFixed(1).padStart(8)} ms   raw engine ${median(raw).toFixed(1).padStart(8)} ms   ratio ${(median(api) / median(raw)).toFixed(2)}`,
  );
  console.log(
    `  (raw engine time to read all ${total.toLocaleString('en-US')} rows: ${fullRaw.toFixed(0)} ms)`,
  );

  // 2. CSV export of the whole result: a query whose limit keeps every row, exported by client_id.
  const clientId = 'benchcsv01';
  await execute({ client_id: clientId, queryLimit: total });
  gc?.();
  await new Promise((r) => setTimeout(r, 200));
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let peakLive = base.heapUsed;
  let lastGc = performance.now();
  const sampler = setInterval(() => {
    if (gc && performance.now() - lastGc >= 1000) {
      gc();
      lastGc = performance.now();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  t = performance.now();
  const res = await fetch(`${server.url}/api/v1/sqllab/export/${clientId}/`, { headers });
  if (res.status !== 200 || !res.body)
    throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i += 1) if (value[i] === 10) lines += 1;
  }
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  if (rows !== total) throw new Error(`export wrote ${rows} rows, expected ${total}`);
  console.log(
    `\nCSV export of ${rows.toLocaleString('en-US')} rows (${(bytes / MB).toFixed(1)} MB) in ${seconds.toFixed(2)} s: ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`,
  );
  const rssGrowth = (peakRss - base.rss) / MB;
  console.log(
    `peak memory growth during the export: RSS +${rssGrowth.toFixed(1)} MB, JS heap +${((peakHeap - base.heapUsed) / MB).toFixed(1)} MB` +
      (gc
        ? `, live JS heap after GC +${((peakLive - base.heapUsed) / MB).toFixed(1)} MB`
        : ' (run with --expose-gc for the live heap)') +
      `; goal < 150 MB -> ${rssGrowth < 150 ? 'met' : 'NOT met'}`,
  );

  // 3. DuckDB's own CSV writer on the same query: the floor the export is measured against.
  const copies: number[] = [];
  const copyFile = join(dir, 'copy.csv');
  const own = await (await DuckDBInstance.create(':memory:')).connect();
  await own.run(`ATTACH '${join(dir, 'examples.duckdb')}' AS ex (READ_ONLY); USE ex`);
  for (let i = 0; i < Math.min(RUNS, 3); i += 1) {
    t = performance.now();
    await own.run(`COPY (${sql}) TO '${copyFile}' (HEADER)`);
    copies.push((performance.now() - t) / 1000);
  }
  own.closeSync();
  const copy = median(copies);
  const copyMb = statSync(copyFile).size / MB;
  console.log(
    `DuckDB COPY (${sql}) TO csv (${copyMb.toFixed(1)} MB): ${copy.toFixed(2)} s (median of ${copies.length})` +
      ` -> HTTP export / COPY = ${(seconds / copy).toFixed(2)}x; goal <= 2x -> ${seconds / copy <= 2 ? 'met' : 'NOT met'}`,
  );

  // 4. XLSX export through the chart-data API (streamed from the database, all columns, raw rows).
  const list = await fetch(
    `${server.url}/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))`,
    { headers },
  );
  const salesId = ((await list.json()) as { ids: number[] }).ids[0];
  const columnNames = ((await driver.execute(`${sql} LIMIT 0`)).columns ?? []).map((c) => c.name);
  t = performance.now();
  const xlsx = await fetch(`${server.url}/api/v1/chart/data`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      datasource: { id: salesId, type: 'table' },
      queries: [{ columns: columnNames, row_limit: XLSX_ROWS }],
      result_format: 'xlsx',
      result_type: 'full',
    }),
  });
  if (xlsx.status !== 200) throw new Error(`xlsx: HTTP ${xlsx.status} ${await xlsx.text()}`);
  const xlsxBytes = (await xlsx.arrayBuffer()).byteLength;
  const xlsxSeconds = (performance.now() - t) / 1000;
  console.log(
    `\nXLSX export of ${XLSX_ROWS.toLocaleString('en-US')} rows (${(xlsxBytes / MB).toFixed(1)} MB) in ${xlsxSeconds.toFixed(2)} s: ${Math.round(XLSX_ROWS / xlsxSeconds).toLocaleString('en-US')} rows/s`,
  );
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
