import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL, REDIS_URL } from '../pg-database.ts';
import { login, startProcesses, type ServerProcess } from './processes.ts';

// Issue #15 point 6: two real web processes on one PostgreSQL metadata store and one Redis share
// single flight of identical chart-data queries, the per-database concurrency limit and login
// throttling. The warehouse is a PostgreSQL database whose view calls a function that sleeps and
// records each execution (start and end) in a table: the count of database queries, and whether
// they overlapped, are read from there.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, read field by field
type Json = any;

const PASSWORD = 'shared-limits-admin-password';
const cleanups: (() => Promise<void> | void)[] = [];
let procs: ServerProcess[] = [];
let warehouse: pg.Client;
let warehouseUrl: string;
let tokens: string[] = [];

const WAREHOUSE_SQL = `
CREATE TABLE hits (id serial PRIMARY KEY, tag text, started timestamptz, ended timestamptz);
CREATE FUNCTION slow_hit(t text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE s timestamptz := clock_timestamp();
BEGIN
  PERFORM pg_sleep(1.5);
  INSERT INTO hits (tag, started, ended) VALUES (t, s, clock_timestamp());
  RETURN 1;
END $$;
CREATE VIEW flight AS SELECT g AS v, (SELECT slow_hit('flight')) AS h FROM generate_series(1, 3) g;
CREATE VIEW limited AS SELECT g AS v, (SELECT slow_hit('limited')) AS h FROM generate_series(1, 3) g;
CREATE VIEW mixed AS SELECT g AS v, (SELECT slow_hit('mixed')) AS h FROM generate_series(1, 3) g;`;

async function api(
  i: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${procs[i]!.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function createDataset(databaseId: number, table: string): Promise<number> {
  const res = await api(0, 'POST', '/api/v1/dataset/', {
    database: databaseId,
    schema: 'public',
    table_name: table,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as number;
}

const chartData = (datasetId: number, rowLimit = 10) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [
    {
      columns: ['v'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(h)', label: 'n' }],
      orderby: [['v', true]],
      row_limit: rowLimit,
    },
  ],
});

const hits = async (tag: string) =>
  (
    await warehouse.query<{ started: Date; ended: Date }>(
      'SELECT started, ended FROM hits WHERE tag = $1 ORDER BY started',
      [tag],
    )
  ).rows;

beforeAll(async () => {
  expect(PG_URL, 'SIGHTLINE_TEST_PG_URL').not.toBe('');
  expect(REDIS_URL, 'SIGHTLINE_TEST_REDIS_URL').not.toBe('');
  const meta = await createTempPgDatabase(PG_URL, 'sightline_shared');
  cleanups.push(() => meta.drop());
  const wh = await createTempPgDatabase(PG_URL, 'sightline_wh');
  cleanups.push(() => wh.drop());
  warehouseUrl = wh.url;
  warehouse = new pg.Client({ connectionString: wh.url });
  await warehouse.connect();
  cleanups.push(() => warehouse.end());
  await warehouse.query(WAREHOUSE_SQL);
  const web = mkdtempSync(join(tmpdir(), 'sightline-web-'));
  cleanups.push(() => rmSync(web, { recursive: true, force: true }));
  procs = await startProcesses(
    2,
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sightline-data-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return {
        SIGHTLINE_DATA_DIR: dataDir,
        SIGHTLINE_WEB_DIST: web,
        SIGHTLINE_SECRET_KEY: 'shared-limits-secret-key-0123456789abcdef',
        SIGHTLINE_ADMIN_PASSWORD: PASSWORD,
        SIGHTLINE_LOAD_EXAMPLES: 'false',
        SIGHTLINE_METADATA_URL: meta.url,
        SIGHTLINE_REDIS_URL: REDIS_URL,
        SIGHTLINE_LOGIN_MAX_ATTEMPTS: '3',
        SIGHTLINE_LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
      };
    },
    240_000,
  );
  cleanups.push(() => Promise.all(procs.map((p) => p.stop())).then(() => undefined));
  tokens = [
    await login(procs[0]!.url, 'admin', PASSWORD),
    await login(procs[1]!.url, 'admin', PASSWORD),
  ];
}, 300_000);

afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
});

describe('two web processes sharing one Redis', () => {
  it('run an identical chart-data query once: the other process waits for its cached answer', async () => {
    const db = await api(0, 'POST', '/api/v1/database/', {
      database_name: 'warehouse_flight',
      sqlalchemy_uri: warehouseUrl,
    });
    expect(db.status, JSON.stringify(db.json)).toBe(201);
    const datasetId = await createDataset(db.json.id, 'flight');
    // Three identical requests on each process at the same moment.
    const answers = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i) => api(i, 'POST', '/api/v1/chart/data', chartData(datasetId))),
    );
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.json)).toBe(200);
      expect(a.json.result[0].data).toEqual([
        { v: 1, n: 1 },
        { v: 2, n: 1 },
        { v: 3, n: 1 },
      ]);
    }
    expect(await hits('flight')).toHaveLength(1);
  }, 120_000);

  it('hold a database to max_concurrent_queries across both processes', async () => {
    const db = await api(0, 'POST', '/api/v1/database/', {
      database_name: 'warehouse_limited',
      sqlalchemy_uri: warehouseUrl,
      extra: JSON.stringify({ max_concurrent_queries: 1 }),
    });
    expect(db.status, JSON.stringify(db.json)).toBe(201);
    const datasetId = await createDataset(db.json.id, 'limited');
    // Four different queries (different row limits: different cache keys), two per process.
    const answers = await Promise.all(
      [0, 1, 0, 1].map((i, k) =>
        api(i, 'POST', '/api/v1/chart/data', chartData(datasetId, 10 + k)),
      ),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.json)).toBe(200);
    const runs = await hits('limited');
    expect(runs).toHaveLength(4);
    // One at a time: each run starts after the one before it ended.
    for (let k = 1; k < runs.length; k++)
      expect(runs[k]!.started.getTime()).toBeGreaterThanOrEqual(runs[k - 1]!.ended.getTime());
  }, 120_000);

  it('count SQL Lab queries against max_concurrent_queries with chart data, across both processes', async () => {
    const db = await api(0, 'POST', '/api/v1/database/', {
      database_name: 'warehouse_limited_sqllab',
      sqlalchemy_uri: warehouseUrl,
      expose_in_sqllab: true,
      extra: JSON.stringify({ max_concurrent_queries: 1 }),
    });
    expect(db.status, JSON.stringify(db.json)).toBe(201);
    const datasetId = await createDataset(db.json.id, 'mixed');
    const sql = (k: number) =>
      api(k % 2, 'POST', '/api/v1/sqllab/execute/', {
        database_id: db.json.id,
        sql: `SELECT ${k} AS k, slow_hit('sqllab') AS h`,
        client_id: `lim${k}`,
        runAsync: false,
      });
    // Three SQL Lab queries and one chart-data query on one database limited to one at a time.
    const [a, b, c, chart] = await Promise.all([
      sql(0),
      sql(1),
      sql(2),
      api(1, 'POST', '/api/v1/chart/data', chartData(datasetId, 99)),
    ]);
    for (const [k, r] of [a, b, c].entries()) {
      expect(r!.status, JSON.stringify(r!.json)).toBe(200);
      expect(r!.json.data).toEqual([{ k, h: 1 }]);
    }
    expect(chart!.status, JSON.stringify(chart!.json)).toBe(200);
    // One query at a time: the four runs (the chart's query ran its view's function once) follow
    // each other.
    const runs = (
      await warehouse.query<{ started: Date; ended: Date }>(
        `SELECT started, ended FROM hits WHERE tag IN ('sqllab', 'mixed') ORDER BY started`,
      )
    ).rows;
    expect(runs).toHaveLength(4);
    for (let k = 1; k < runs.length; k++)
      expect(runs[k]!.started.getTime()).toBeGreaterThanOrEqual(runs[k - 1]!.ended.getTime());
  }, 120_000);

  it('count failed logins of one username on both processes together', async () => {
    const username = `nobody_${process.pid}_${Date.now()}`;
    const attempt = (i: number) =>
      fetch(`${procs[i]!.url}/api/v1/security/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'wrong-password', provider: 'db' }),
      }).then((r) => r.status);
    // SIGHTLINE_LOGIN_MAX_ATTEMPTS=3: two failures on the first process, one on the second.
    expect([await attempt(0), await attempt(0), await attempt(1)]).toEqual([401, 401, 401]);
    // Each process alone saw fewer than 3; together they locked the username.
    expect(await attempt(0)).toBe(429);
    expect(await attempt(1)).toBe(429);
  }, 60_000);
});
