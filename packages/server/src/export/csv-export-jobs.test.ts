import { readFileSync, utimesSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL, REDIS_URL } from '../../test/pg-database.ts';
import { createTestApp, tokenFor, userWithRole, type TestApp } from '../../test/test-app.ts';
import { openDatabase } from '../commands/database/open-database.ts';
import type { Config } from '../config.ts';
import { createSqlLab } from '../sqllab/sqllab-service.ts';
import { csvExportsOf } from './csv-export-jobs.ts';

// A web process that only enqueues and a worker process on one PostgreSQL and one Redis (in this
// test process, as two contexts sharing the data dir, as nodes share a volume).
let web: TestApp;
let worker: TestApp;
let pgDrop: () => Promise<void>;
let token: string;
let dbId: number;
let cookie = '';
const N = 5000;

async function call(method: 'GET' | 'POST', url: string, payload?: object, as = token) {
  const res: LightMyRequestResponse = await web.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${as}`, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
  const set = res.cookies.find((c) => c.name === 'async-token');
  if (set && as === token) cookie = `async-token=${set.value}`;
  return res;
}

function registerHandlers(t: TestApp, working: boolean): void {
  const lab = createSqlLab(t.ctx, (db) => openDatabase(t.ctx, db));
  csvExportsOf(t.ctx).register(lab.env, working);
}

beforeAll(async () => {
  const pgDb = await createTempPgDatabase(PG_URL, 'sl_csvjob');
  pgDrop = pgDb.drop;
  const admin = new pg.Client({ connectionString: pgDb.url });
  await admin.connect();
  await admin.query(`CREATE TABLE big AS SELECT g AS n FROM generate_series(1, ${N}) g`);
  await admin.end();
  const env = {
    SIGHTLINE_DATABASE_URL: pgDb.url,
    SIGHTLINE_REDIS_URL: REDIS_URL,
    SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true',
    SIGHTLINE_ASYNC_EXPORT_ROWS: '1000',
    SIGHTLINE_QUEUE_NAME: `csvjob-${process.pid}-${Date.now()}`,
  };
  web = await createTestApp(env, { runWorker: false } as Partial<Config>);
  worker = await createTestApp(env, { dataDir: web.dataDir } as Partial<Config>);
  registerHandlers(web, false);
  registerHandlers(worker, true);
  token = await tokenFor(web.app);
  const created = await call('POST', '/api/v1/database/', {
    database_name: 'pg_data',
    sqlalchemy_uri: pgDb.url,
  });
  expect(created.statusCode, created.body).toBe(201);
  dbId = created.json().id;
}, 60_000);

afterAll(async () => {
  if (web) csvExportsOf(web.ctx).close();
  if (worker) csvExportsOf(worker.ctx).close();
  await worker?.close();
  await web?.close();
  await pgDrop?.();
}, 60_000);

async function run(clientId: string, sql: string): Promise<void> {
  const res = await call('POST', '/api/v1/sqllab/execute/', {
    database_id: dbId,
    sql,
    client_id: clientId,
    queryLimit: 100_000,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function waitForEvent(
  jobId: string,
): Promise<{ status: string; result_url: string | null; errors: { message: string }[] }> {
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    const events = (await call('GET', '/api/v1/async_event/')).json().result as {
      job_id: string;
      status: string;
      result_url: string | null;
      errors: { message: string }[];
    }[];
    const last = events.filter((e) => e.job_id === jobId && ['done', 'error'].includes(e.status));
    if (last.length) return last.at(-1)!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no done event');
}

describe('CSV exports as jobs', () => {
  it('runs a large SQL Lab export on the worker into a file only its owner can download', async () => {
    await run(
      'big1',
      `SELECT g AS n, 'row ' || g AS label FROM generate_series(1, ${N}) g ORDER BY g`,
    );
    const res = await call('GET', '/api/v1/sqllab/export/big1/');
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json();
    expect(job).toMatchObject({ status: 'pending', result_url: null });
    const done = await waitForEvent(job.job_id);
    expect(done.status, JSON.stringify(done.errors)).toBe('done');
    expect(done.result_url).toMatch(/^\/api\/v1\/sqllab\/export_file\/[0-9a-f-]{36}$/);

    // The worker wrote it, not the web process (which does not take jobs).
    const fileId = done.result_url!.split('/').at(-1)!;
    const meta = JSON.parse(readFileSync(join(web.dataDir, 'exports', `${fileId}.json`), 'utf8'));
    expect(meta.workerId).toBe(worker.ctx.jobs.workerId);
    expect(web.ctx.jobs.working).toBe(false);

    const file = await call('GET', done.result_url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=sqllab_.*\.csv$/);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('n,label');
    expect(lines.length).toBe(N + 1);
    expect(lines[1]).toBe('1,row 1');
    expect(lines[N]).toBe(`${N},row ${N}`);

    // Another user (even one allowed to export) gets a 404.
    const other = await userWithRole(web, token, 'other_exporter', 'Admin');
    const theirs = await web.app.inject({
      method: 'GET',
      url: done.result_url!,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', '/api/v1/sqllab/export_file/not-an-id')).statusCode).toBe(404);
  }, 60_000);

  it('runs a large chart-data CSV export on the worker too', async () => {
    const ds = await call('POST', '/api/v1/dataset/', {
      database: dbId,
      schema: 'public',
      table_name: 'big',
    });
    expect(ds.statusCode, ds.body).toBe(201);
    const body = (rowLimit: number) => ({
      datasource: { id: ds.json().id, type: 'table' },
      queries: [{ columns: ['n'], orderby: [['n', true]], row_limit: rowLimit }],
      result_format: 'csv',
      result_type: 'full',
    });
    const res = await call('POST', '/api/v1/chart/data', body(N));
    expect(res.statusCode, res.body).toBe(202);
    const done = await waitForEvent(res.json().job_id);
    expect(done.status, JSON.stringify(done.errors)).toBe('done');
    const fileId = done.result_url!.split('/').at(-1)!;
    const meta = JSON.parse(readFileSync(join(web.dataDir, 'exports', `${fileId}.json`), 'utf8'));
    expect(meta.workerId).toBe(worker.ctx.jobs.workerId);
    const file = await call('GET', done.result_url!);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.length).toBe(N + 1);
    expect([lines[0], lines[1], lines[N]]).toEqual(['n', '1', String(N)]);
    // The browser's form post of the same export cannot follow a job: it streams, as before.
    const form = await web.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `form_data=${encodeURIComponent(JSON.stringify(body(N)))}`,
    });
    expect(form.statusCode, form.body.slice(0, 200)).toBe(200);
    expect(
      form.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(N + 1);
    // The chart menu's probe: a job when the export is large, else a 204 and nothing runs (the
    // browser form-posts it then, streamed to disk).
    const probe = (rowLimit: number) =>
      web.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: { authorization: `Bearer ${token}`, cookie, 'x-sightline-job-probe': '1' },
        payload: body(rowLimit),
      });
    const probedBig = await probe(N);
    expect(probedBig.statusCode, probedBig.body).toBe(202);
    expect((await waitForEvent(probedBig.json().job_id)).status).toBe('done');
    const probedSmall = await probe(10);
    expect(probedSmall.statusCode).toBe(204);
    expect(probedSmall.body).toBe('');
    // Under the threshold it streams in the request, as before.
    const small = await call('POST', '/api/v1/chart/data', body(10));
    expect(small.statusCode).toBe(200);
    expect(
      small.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(11);
  }, 60_000);

  it('streams a small export in the request as before', async () => {
    await run('small1', 'SELECT g AS n FROM generate_series(1, 5) g ORDER BY g');
    const res = await call('GET', '/api/v1/sqllab/export/small1/');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual(['n', '1', '2', '3', '4', '5']);
  }, 30_000);

  it('sweeps export files older than the retention', async () => {
    const exports = csvExportsOf(worker.ctx);
    const dir = exports.dir;
    mkdirSync(dir, { recursive: true });
    const old = join(dir, '00000000-0000-4000-8000-000000000000.csv');
    const fresh = join(dir, '00000000-0000-4000-8000-000000000001.csv');
    writeFileSync(old, 'a\n');
    writeFileSync(fresh, 'b\n');
    const twoHoursAgo = (Date.now() - 2 * 3600_000) / 1000;
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await exports.sweep()).toBeGreaterThanOrEqual(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
