/*
 * bench/chart-data: the chart-data API against the raw engine, in one run (ratios, not absolute times).
 *   npx tsx bench/chart-data.ts            (BIG_ROWS=2000000 to shorten; default 10,000,000)
 * Prints: API/raw ratio per query on the 1M-row examples sales table and on a generated big table,
 * the milliseconds the API adds to a tiny query (median), and cached requests per second with
 * autocannon (10 connections) beside the floor: a plain node:http server answering the same bytes,
 * and their ratio, which travels between machines better than requests per second (goal >= 0.48:
 * 6,000/s where the plain server answered 12,500/s). Cached answers are replayed from the answer
 * memo (docs/adr/0022): 10 connections of one user asking one chart.
 * Single requests go through node:http with keep-alive (see `post`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { DuckDBInstance } from '@duckdb/node-api';
import { loadConfig, startServer } from '../packages/server/src/index.ts';
import { openDatabase } from '../packages/server/src/commands/database/open-database.ts';

const BIG_ROWS = Number(process.env.BIG_ROWS ?? 10_000_000);
const RUNS = Number(process.env.RUNS ?? 21);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Requests per second of `url` under autocannon (its own process: client and server do not share an event loop). */
async function requestsPerSecond(
  url: string,
  body: string,
  headers: string[],
): Promise<{ rps: number; non2xx: number }> {
  const args = ['autocannon', '-j', '-c', '10', '-d', String(process.env.DURATION ?? 10)];
  args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', body);
  for (const h of headers) args.push('-H', h);
  const { stdout } = await promisify(execFile)('npx', [...args, url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
    requests: { average: number };
    non2xx: number;
  };
  return { rps: result.requests.average, non2xx: result.non2xx };
}

const dir = mkdtempSync(join(tmpdir(), 'sl-bench-'));
const bigDir = mkdtempSync(join(tmpdir(), 'sl-bench-big-'));
const server = await startServer(
  loadConfig({
    SIGHTLINE_DATA_DIR: dir,
    SIGHTLINE_ADMIN_PASSWORD: 'bench-password',
    PORT: '0',
    HOST: '127.0.0.1',
    SIGHTLINE_LOG_LEVEL: 'warn',
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

  // The examples database is read-only (docs/adr/0017): big_sales goes to a DuckDB file of its own.
  const bigFile = join(bigDir, 'big.duckdb');
  const bigInstance = await DuckDBInstance.create(bigFile);
  const bigConn = await bigInstance.connect();
  const t0 = performance.now();
  await bigConn.run(`CREATE TABLE big_sales AS
    SELECT i AS id,
           TIMESTAMP '2023-01-01' + to_seconds(CAST(hash(i) % 94608000 AS BIGINT)) AS order_date,
           ['EMEA','Americas','APAC','LATAM','Africa'][1 + CAST(hash(i * 7) % 5 AS INTEGER)] AS region,
           CAST(hash(i * 13) % 10000 AS DOUBLE) / 100 AS sales
    FROM range(${BIG_ROWS}) t(i)`);
  bigConn.closeSync();
  bigInstance.closeSync();
  console.log(
    `generated big_sales (${BIG_ROWS.toLocaleString()} rows) in ${Math.round(performance.now() - t0)} ms`,
  );
  const bigDb = await fetch(`${server.url}/api/v1/database/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ database_name: 'big', sqlalchemy_uri: `duckdb:///${bigFile}` }),
  });
  const bigDbId = ((await bigDb.json()) as { id: number }).id;
  const { driver: bigDriver } = await openDatabase(ctx, (await ctx.databases.findById(bigDbId))!);
  const created = await fetch(`${server.url}/api/v1/dataset/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ database: bigDbId, schema: 'main', table_name: 'big_sales' }),
  });
  const bigId = ((await created.json()) as { id: number }).id;
  const list = await fetch(
    `${server.url}/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))`,
    { headers },
  );
  const salesId = ((await list.json()) as { ids: number[] }).ids[0]!;

  const byRegion = {
    columns: ['region'],
    metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'total' }],
    orderby: [['total', false]],
    row_limit: 10000,
  };
  const monthly = {
    columns: [
      {
        sqlExpression: 'order_date',
        label: 'order_date',
        columnType: 'BASE_AXIS',
        timeGrain: 'P1M',
        expressionType: 'SQL',
      },
      'region',
    ],
    metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'total' }],
    row_limit: 10000,
  };
  // The API's time is measured with Node's plain HTTP client on a kept-alive connection: Node's fetch
  // (undici, web streams) spends about 0.8 ms of the client's own per request here, which is not the API's.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const endpoint = new URL(`${server.url}/api/v1/chart/data`);
  const post = (id: number, query: unknown, extra: Record<string, unknown> = {}) =>
    new Promise<{ status: number; json(): Promise<unknown>; arrayBuffer(): Promise<Buffer> }>(
      (resolve, reject) => {
        const body = JSON.stringify({
          datasource: { id, type: 'table' },
          queries: [query],
          ...extra,
        });
        const req = http.request(
          {
            agent,
            host: endpoint.hostname,
            port: endpoint.port,
            path: endpoint.pathname,
            method: 'POST',
            headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const buf = Buffer.concat(chunks);
              resolve({
                status: res.statusCode ?? 0,
                json: async () => JSON.parse(buf.toString('utf8')),
                arrayBuffer: async () => buf,
              });
            });
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );

  const measure = async (label: string, id: number, query: unknown, engine = driver) => {
    const sqlRes = await post(id, query, { result_type: 'query' });
    const sql = ((await sqlRes.json()) as { result: { query: string }[] }).result[0]!.query.replace(
      /;$/,
      '',
    );
    await engine.execute(sql);
    await post(id, query, { force: true });
    const rawMs: number[] = [];
    const api: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      let s = performance.now();
      await engine.execute(sql);
      rawMs.push(performance.now() - s);
      s = performance.now();
      const res = await post(id, query, { force: true });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
      api.push(performance.now() - s);
    }
    const ratio = median(api) / median(rawMs);
    console.log(
      `${label.padEnd(44)} raw ${median(rawMs).toFixed(1).padStart(8)} ms   api ${median(api).toFixed(1).padStart(8)} ms   ratio ${ratio.toFixed(3)}`,
    );
    return ratio;
  };

  console.log('\nAPI time / raw engine time (median of', RUNS, 'runs, force=true, same SQL):');
  await measure('1M sales: GROUP BY region', salesId, byRegion);
  await measure('1M sales: monthly series by region (P1M)', salesId, monthly);
  const r1 = await measure(
    `${BIG_ROWS / 1e6}M big_sales: GROUP BY region`,
    bigId,
    byRegion,
    bigDriver,
  );
  const r2 = await measure(
    `${BIG_ROWS / 1e6}M big_sales: monthly series by region (P1M)`,
    bigId,
    monthly,
    bigDriver,
  );
  console.log(
    `goal: GROUP BY <= 1.05 on the big table -> ${r1 <= 1.05 ? 'met' : 'NOT met'} (monthly ${r2 <= 1.1 ? '<=' : '>'} 1.10)`,
  );

  const countriesList = await fetch(
    `${server.url}/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:countries)))`,
    { headers },
  );
  const countriesId = ((await countriesList.json()) as { ids: number[] }).ids[0]!;
  const tiny = {
    columns: [],
    metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
    row_limit: 10,
  };
  const tinySql = (
    (await (await post(countriesId, tiny, { result_type: 'query' })).json()) as {
      result: { query: string }[];
    }
  ).result[0]!.query.replace(/;$/, '');
  const added: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    let s = performance.now();
    await driver.execute(tinySql);
    const raw = performance.now() - s;
    s = performance.now();
    await (await post(countriesId, tiny, { force: true })).arrayBuffer();
    added.push(performance.now() - s - raw);
  }
  console.log(
    `\nmilliseconds the API adds to a tiny query (median of 200): ${median(added.slice(20)).toFixed(2)} ms (goal < 2 ms)`,
  );

  await post(salesId, byRegion);
  const chartBody = JSON.stringify({
    datasource: { id: salesId, type: 'table' },
    queries: [byRegion],
  });
  const cachedAnswer = await (await post(salesId, byRegion)).arrayBuffer();
  const api = await requestsPerSecond(`${server.url}/api/v1/chart/data`, chartBody, [
    `authorization=Bearer ${token}`,
  ]);
  // The floor: a plain node:http server answering a fixed JSON of the same size, same client.
  const plain = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': cachedAnswer.length,
      });
      res.end(cachedAnswer);
    });
  });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const plainPort = (plain.address() as { port: number }).port;
  const floor = await requestsPerSecond(`http://127.0.0.1:${plainPort}/`, chartBody, []);
  plain.close();
  console.log(
    `\ncached chart-data requests per second (autocannon, 10 connections, ${cachedAnswer.length} bytes): ${Math.round(api.rps)} (goal >= 6000); non-2xx: ${api.non2xx}`,
  );
  console.log(
    `plain node:http server, same body and answer size: ${Math.round(floor.rps)} requests/s; API/plain ${(api.rps / floor.rps).toFixed(3)} (goal >= 0.48)`,
  );
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(bigDir, { recursive: true, force: true });
}
