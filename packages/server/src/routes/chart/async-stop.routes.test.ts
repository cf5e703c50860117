import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import { createTestApp, tokenFor, userWithRole, type TestApp } from '../../../test/test-app.ts';

// docs/api.md §2.5: DELETE /api/v1/chart/data/<job_id> stops the caller's async chart-data job,
// cancelling its query in the database (here PostgreSQL, in one process with the in-process queue;
// test/scale/jobs.test.ts does it across processes). Only the job's owner may stop it.
describe.skipIf(!PG_URL)('stopping an async chart-data job', () => {
  let t: TestApp;
  let warehouse: pg.Client;
  const cleanups: (() => Promise<void>)[] = [];
  const cookies = new Map<string, string>();
  let adminToken = '';
  let datasetId = 0;

  const call = async (
    token: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> => {
    const cookie = cookies.get(token);
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
    const set = res.cookies.find((c) => c.name === 'async-token');
    if (set) cookies.set(token, `async-token=${set.value}`);
    return res;
  };
  const until = async <T>(what: string, probe: () => Promise<T | null>): Promise<T> => {
    const end = Date.now() + 30_000;
    for (;;) {
      const v = await probe();
      if (v !== null) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const running = async () =>
    (
      await warehouse.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
        WHERE state = 'active' AND query LIKE '%stop_me_chart%' AND pid <> pg_backend_pid()`,
      )
    ).rows;

  beforeAll(async () => {
    const wh = await createTempPgDatabase(PG_URL, 'sl_async_stop');
    cleanups.push(() => wh.drop());
    warehouse = new pg.Client({ connectionString: wh.url });
    await warehouse.connect();
    cleanups.push(() => warehouse.end());
    await warehouse.query(
      `CREATE TABLE numbers AS SELECT n FROM generate_series(1, 10) AS n;
      CREATE VIEW sleepy AS SELECT n, (SELECT 1 FROM pg_sleep(300)) AS s FROM numbers;`,
    );
    t = await createTestApp({ SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true' });
    cleanups.push(() => t.close());
    adminToken = await tokenFor(t.app);
    const db = await call(adminToken, 'POST', '/api/v1/database/', {
      database_name: 'warehouse',
      sqlalchemy_uri: wh.url,
    });
    expect(db.statusCode, db.body).toBe(201);
    const ds = await call(adminToken, 'POST', '/api/v1/dataset/', {
      database: db.json().id,
      schema: 'public',
      table_name: 'sleepy',
    });
    expect(ds.statusCode, ds.body).toBe(201);
    datasetId = ds.json().id;
  }, 60_000);
  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });

  it("cancels the job's query in the database, sends an error event, and is the owner's alone", async () => {
    await call(adminToken, 'GET', '/api/v1/me/'); // the async-token cookie
    const queued = await call(adminToken, 'POST', '/api/v1/chart/data', {
      datasource: { id: datasetId, type: 'table' },
      force: true,
      queries: [
        {
          columns: [],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(s)', label: 'stop_me_chart' }],
          row_limit: 10,
        },
      ],
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const jobId = queued.json().job_id as string;
    await until('the chart query to run', async () => ((await running()).length ? true : null));

    // Another user (who may read charts) cannot stop it, nor can anyone stop an unknown job.
    const gamma = await userWithRole(t, adminToken, 'stop_gamma', 'Gamma');
    expect((await call(gamma.token, 'DELETE', `/api/v1/chart/data/${jobId}`)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(adminToken, 'DELETE', `/api/v1/chart/data/${unknown}`)).statusCode).toBe(
      404,
    );
    expect((await call(adminToken, 'DELETE', '/api/v1/chart/data/not-a-job')).statusCode).toBe(404);
    expect((await running()).length).toBe(1);

    const startedStop = Date.now();
    const stop = await call(adminToken, 'DELETE', `/api/v1/chart/data/${jobId}`);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ message: 'OK' });
    await until('the query to be cancelled', async () =>
      (await running()).length === 0 ? true : null,
    );
    const event = await until('the error event', async () => {
      const events = (await call(adminToken, 'GET', '/api/v1/async_event/')).json().result as {
        job_id: string;
        status: string;
        errors: { message: string }[];
      }[];
      const last = events.filter((e) => e.job_id === jobId).at(-1);
      return last?.status === 'error' ? last : null;
    });
    expect(event.errors).toEqual([{ message: 'The chart-data query was stopped.' }]);
    // Cancelled at once, not at the chart-data timeout.
    expect(Date.now() - startedStop).toBeLessThan(20_000);
  }, 60_000);
});
