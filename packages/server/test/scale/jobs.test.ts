import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, MYSQL_URL, PG_URL, REDIS_URL } from '../pg-database.ts';
import { login, startSightline, type SightlineProcess } from './processes.ts';

// Issue #15 points 1-3 (docs/adr/0016): two web processes that only enqueue and two workers on one
// PostgreSQL metadata store and one Redis. Jobs spread over the nodes complete with the right
// values; a stop on the other web node cancels the database query; SIGTERM drains a worker; kill -9
// of a worker ends its query failed and its PostgreSQL backend cancelled.

const PASSWORD = 'jobs-admin-password';
const SECRET = 'jobs-test-secret-key-0123456789abcdefghij';
const LISTENING = /Sightline is listening on (http:\/\/\S+)/;
const WORKING = /Sightline worker is running \(bullmq queue, worker (\w+)\)/;

/** Process start under a loaded CI machine (tsx compiles the server first). */
const START_MS = 300_000;

let cleanups: (() => Promise<void> | void)[] = [];
const until = async <T>(what: string, probe: () => Promise<T | null>, ms = 150_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.skipIf(!PG_URL || !REDIS_URL)(
  'web and worker processes on one PostgreSQL and Redis',
  () => {
    let env: (i: number) => Record<string, string>;
    let web: SightlineProcess[] = [];
    const workers = new Map<string, SightlineProcess>();
    let warehouse: pg.Pool;
    let token = '';
    let cookie = '';
    let databaseId = 0;
    let datasetId = 0;

    const url = (i: number) => web[i % web.length]!.ready[1]!;
    const call = async (i: number, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${url(i)}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const set = res.headers.getSetCookie().find((c) => c.startsWith('async-token='));
      if (set && !cookie) cookie = set.split(';')[0]!;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    /**
     * The pid and worker id of the PostgreSQL backend of the one slow SQL Lab query running now (the
     * driver reads through a cursor, so pg_stat_activity shows its FETCH, on a connection named
     * `sightline-<worker id>`).
     */
    const backendOf = (what: string) =>
      until(`a backend running ${what}`, async () => {
        const r = await warehouse.query<{ pid: number; application_name: string }>(
          `SELECT pid, application_name FROM pg_stat_activity
          WHERE state = 'active' AND application_name LIKE 'sightline-%' AND pid <> pg_backend_pid()`,
        );
        const row = r.rows.length === 1 ? r.rows[0]! : null;
        return row
          ? { pid: row.pid, workerId: row.application_name.slice('sightline-'.length) }
          : null;
      });
    const backendGone = (pid: number) =>
      until(`backend ${pid} to stop its query`, async () => {
        const r = await warehouse.query(
          `SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND state = 'active'`,
          [pid],
        );
        return r.rowCount === 0 ? true : null;
      });
    const queryOf = (clientId: string) =>
      call(0, 'GET', '/api/v1/query/updated_since?q=(last_updated_ms:0)').then(
        (r) =>
          (
            r.body.result as {
              id: string;
              state: string;
              errorMessage: string | null;
              resultsKey: string | null;
            }[]
          ).find((q) => q.id === clientId) ?? null,
      );
    const queryEnded = (clientId: string, ms = 150_000) =>
      until(
        `query ${clientId} to end`,
        async () => {
          const q = await queryOf(clientId);
          return q && q.state !== 'pending' && q.state !== 'running' ? q : null;
        },
        ms,
      );
    const runAsync = (i: number, sql: string, clientId: string) =>
      call(i, 'POST', '/api/v1/sqllab/execute/', {
        database_id: databaseId,
        sql,
        client_id: clientId,
        runAsync: true,
      });

    beforeAll(async () => {
      const meta = await createTempPgDatabase(PG_URL, 'sightline_jobs');
      cleanups.push(() => meta.drop());
      const wh = await createTempPgDatabase(PG_URL, 'sightline_wh');
      cleanups.push(() => wh.drop());
      warehouse = new pg.Pool({ connectionString: wh.url, max: 2 });
      cleanups.push(() => warehouse.end());
      await warehouse.query('CREATE TABLE numbers AS SELECT n FROM generate_series(1, 100) AS n');
      await warehouse.query(
        'CREATE VIEW sleepy AS SELECT n, (SELECT 1 FROM pg_sleep(300)) AS s FROM numbers',
      );
      const webDir = mkdtempSync(join(tmpdir(), 'sightline-web-'));
      cleanups.push(() => rmSync(webDir, { recursive: true, force: true }));
      env = (i) => {
        const dataDir = mkdtempSync(join(tmpdir(), `sightline-jobs-${i}-`));
        cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
        return {
          SIGHTLINE_DATA_DIR: dataDir,
          SIGHTLINE_WEB_DIST: webDir,
          SIGHTLINE_SECRET_KEY: SECRET,
          SIGHTLINE_ADMIN_PASSWORD: PASSWORD,
          SIGHTLINE_LOAD_EXAMPLES: 'false',
          SIGHTLINE_METADATA_URL: meta.url,
          SIGHTLINE_REDIS_URL: REDIS_URL,
          SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true',
          SIGHTLINE_WORKER_CONCURRENCY: '6',
          SIGHTLINE_JOB_LOCK_SECONDS: '5',
          SIGHTLINE_WORKER_DRAIN_SECONDS: '60',
        };
      };
      // Two web nodes and four workers, started at the same instant on an empty database (one
      // worker leaves in each of the SIGTERM and kill -9 tests; starting them all now is quicker
      // than starting a replacement later: CI time).
      const started = await Promise.allSettled([
        startSightline(['start', '--no-worker'], env(0), LISTENING, START_MS),
        startSightline(['start', '--no-worker'], env(1), LISTENING, START_MS),
        ...[2, 3, 4, 5].map((i) => startSightline(['worker'], env(i), WORKING, START_MS)),
      ]);
      const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      cleanups.push(() => Promise.all(up.map((p) => p.stop())).then(() => undefined));
      for (const s of started) if (s.status === 'rejected') throw s.reason;
      web = up.slice(0, 2);
      for (const w of up.slice(2)) workers.set(w.ready[1]!, w);
      cleanups.push(() =>
        Promise.all([...workers.values()].map((p) => p.stop())).then(() => undefined),
      );

      token = await login(url(0), 'admin', PASSWORD);
      const db = await call(0, 'POST', '/api/v1/database/', {
        database_name: 'warehouse',
        sqlalchemy_uri: wh.url,
        expose_in_sqllab: true,
      });
      expect(db.status, JSON.stringify(db.body)).toBe(201);
      databaseId = db.body.id;
      const ds = await call(1, 'POST', '/api/v1/dataset/', {
        database: databaseId,
        schema: 'public',
        table_name: 'numbers',
      });
      expect(ds.status, JSON.stringify(ds.body)).toBe(201);
      datasetId = ds.body.id;
      await call(0, 'GET', '/api/v1/me/'); // the async-token cookie, valid on both nodes
      expect(cookie).toMatch(/^async-token=/);
    }, 500_000);

    afterAll(async () => {
      for (const fn of cleanups.reverse()) await fn();
      cleanups = [];
    }, 120_000);

    it('runs 200 async chart-data and SQL Lab jobs sent to both web nodes on the workers, with the right values', async () => {
      const N = 100;
      const chartJobs = new Map<string, number>();
      for (let i = 1; i <= N; i += 20) {
        await Promise.all(
          Array.from({ length: 20 }, async (_, k) => {
            const n = i + k;
            const chart = await call(n, 'POST', '/api/v1/chart/data', {
              datasource: { id: datasetId, type: 'table' },
              force: true,
              queries: [
                {
                  columns: [],
                  metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(n)', label: 's' }],
                  filters: [{ col: 'n', op: '<=', val: n }],
                  row_limit: 10,
                },
              ],
            });
            expect(chart.status, JSON.stringify(chart.body)).toBe(202);
            chartJobs.set(chart.body.job_id, n);
            const sql = await runAsync(n, `SELECT ${n} * 2 AS v`, `jobs_${n}`);
            expect(sql.status, JSON.stringify(sql.body)).toBe(202);
          }),
        );
      }
      // Chart data: every job reports done on the channel (read through either node).
      const done = new Map<string, string>();
      let lastId = '';
      await until(
        '200 jobs',
        async () => {
          const events = await call(
            lastId.length % 2,
            'GET',
            `/api/v1/async_event/?last_id=${lastId}`,
          );
          for (const e of events.body.result as {
            id: string;
            job_id: string;
            status: string;
            result_url: string;
            errors: unknown[];
          }[]) {
            lastId = e.id;
            expect(e.status, JSON.stringify(e.errors)).not.toBe('error');
            if (e.status === 'done') done.set(e.job_id, e.result_url);
          }
          return done.size === N ? true : null;
        },
        240_000,
      );
      for (const [jobId, resultUrl] of done) {
        const n = chartJobs.get(jobId)!;
        const res = await call(n + 1, 'GET', resultUrl);
        expect(res.status).toBe(200);
        expect(Number(res.body.result[0].data[0].s)).toBe((n * (n + 1)) / 2);
      }
      // SQL Lab: every query succeeded, its rows kept in the shared results store.
      for (let n = 1; n <= N; n += 1) {
        const q = await queryEnded(`jobs_${n}`, 240_000);
        expect(q.state, q.errorMessage ?? '').toBe('success');
        const res = await call(n, 'GET', `/api/v1/sqllab/results/?q=(key:'${q.resultsKey}')`);
        expect(res.body.data).toEqual([{ v: n * 2 }]);
      }
    }, 900_000);

    it('a stop sent to the other web node cancels the query in the database', async () => {
      const sql = 'SELECT pg_sleep(300) AS stop_me';
      expect((await runAsync(0, sql, 'jobs_stop')).status).toBe(202);
      const { pid } = await backendOf(sql);
      const stop = await call(1, 'POST', '/api/v1/query/stop', { client_id: 'jobs_stop' });
      expect(stop.status).toBe(200);
      await backendGone(pid);
      expect((await queryEnded('jobs_stop')).state).toBe('stopped');
    }, 400_000);

    it('a stop of an async chart-data job sent to the other web node cancels its database query', async () => {
      const ds = await call(0, 'POST', '/api/v1/dataset/', {
        database: databaseId,
        schema: 'public',
        table_name: 'sleepy',
      });
      expect(ds.status, JSON.stringify(ds.body)).toBe(201);
      const chart = await call(0, 'POST', '/api/v1/chart/data', {
        datasource: { id: ds.body.id, type: 'table' },
        force: true,
        queries: [
          {
            columns: [],
            metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(s)', label: 'stop_me_chart' }],
            row_limit: 10,
          },
        ],
      });
      expect(chart.status, JSON.stringify(chart.body)).toBe(202);
      const jobId = chart.body.job_id as string;
      const pid = await until('the chart query to run', async () => {
        const r = await warehouse.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
          WHERE state = 'active' AND query LIKE '%stop_me_chart%' AND pid <> pg_backend_pid()`,
        );
        return r.rows[0]?.pid ?? null;
      });
      // Not the caller's job id: nothing to stop.
      const unknown = await call(
        1,
        'DELETE',
        '/api/v1/chart/data/00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.status).toBe(404);
      const stop = await call(1, 'DELETE', `/api/v1/chart/data/${jobId}`);
      expect(stop.status, JSON.stringify(stop.body)).toBe(200);
      await backendGone(pid);
      type Event = { id: string; job_id: string; status: string; errors: { message: string }[] };
      const ended = await until("the stopped job's error event", async () => {
        // The channel holds the earlier tests' events too: read it page by page.
        const mine: Event[] = [];
        let last = '';
        for (;;) {
          const page: Event[] = (await call(0, 'GET', `/api/v1/async_event/?last_id=${last}`)).body
            .result;
          if (page.length === 0) break;
          mine.push(...page.filter((e) => e.job_id === jobId));
          last = page.at(-1)!.id;
        }
        return mine.at(-1)?.status === 'error' ? mine.at(-1)! : null;
      });
      expect(ended.errors).toEqual([{ message: 'The chart-data query was stopped.' }]);
    }, 400_000);

    it('SIGTERM of a worker lets its running query finish (not stopped), then the worker exits', async () => {
      const sql = 'SELECT 42 AS v FROM pg_sleep(4)';
      expect((await runAsync(1, sql, 'jobs_drain')).status).toBe(202);
      const { workerId } = await backendOf(sql);
      const worker = workers.get(workerId)!;
      worker.proc.kill('SIGTERM');
      const q = await queryEnded('jobs_drain');
      expect(q.state, q.errorMessage ?? '').toBe('success');
      const res = await call(0, 'GET', `/api/v1/sqllab/results/?q=(key:'${q.resultsKey}')`);
      expect(res.body.data).toEqual([{ v: 42 }]);
      expect(await worker.exited, worker.output()).toBe(0);
      workers.delete(workerId);
    }, 500_000);

    it('kill -9 of a worker mid-query ends the query failed and cancels its PostgreSQL backend', async () => {
      const sql = 'SELECT pg_sleep(300) AS killed';
      expect((await runAsync(0, sql, 'jobs_kill')).status).toBe(202);
      const { pid, workerId } = await backendOf(sql);
      const worker = workers.get(workerId)!;
      const killedAt = Date.now();
      worker.proc.kill('SIGKILL');
      await worker.exited;
      workers.delete(workerId);
      const q = await queryEnded('jobs_kill', 200_000);
      expect(q.state).toBe('failed');
      expect(q.errorMessage).toMatch(/worker running this query stopped unexpectedly/);
      await backendGone(pid);
      // Well before pg_sleep(300) would have ended on its own.
      expect(Date.now() - killedAt).toBeLessThan(200_000);
    }, 500_000);

    it.skipIf(!MYSQL_URL)(
      'kill -9 of a worker mid-query ends its MariaDB/MySQL query by KILL QUERY',
      async () => {
        const my = await mysql.createConnection(MYSQL_URL);
        cleanups.push(() => my.end());
        const db = await call(0, 'POST', '/api/v1/database/', {
          database_name: 'mysql_warehouse',
          sqlalchemy_uri: MYSQL_URL,
          expose_in_sqllab: true,
        });
        expect(db.status, JSON.stringify(db.body)).toBe(201);
        const res = await call(1, 'POST', '/api/v1/sqllab/execute/', {
          database_id: db.body.id,
          sql: 'SELECT SLEEP(300) AS killed_mysql',
          client_id: 'jobs_kmy',
          runAsync: true,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(202);
        type Thread = { ID: number; INFO: string };
        const running = async () =>
          (
            (await my.query(
              `SELECT ID, INFO FROM information_schema.PROCESSLIST WHERE INFO LIKE '/* sightline-%killed_mysql%'`,
            )) as unknown as [Thread[]]
          )[0];
        const thread = await until('the MySQL query to run', async () => {
          const rows = await running();
          return rows.length === 1 ? rows[0]! : null;
        });
        const workerId = /sightline-(\w+)/.exec(thread.INFO)![1]!;
        const worker = workers.get(workerId)!;
        worker.proc.kill('SIGKILL');
        await worker.exited;
        workers.delete(workerId);
        const q = await queryEnded('jobs_kmy', 200_000);
        expect(q.state).toBe('failed');
        expect(q.errorMessage).toMatch(/worker running this query stopped unexpectedly/);
        // The statement is gone from the server well before SLEEP(300) would have ended.
        await until('the MySQL query to be killed', async () =>
          (await running()).length === 0 ? true : null,
        );
      },
      500_000,
    );
  },
);
