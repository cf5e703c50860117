import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';

// SQL Lab on the DuckDB examples database: display cut, cost estimate, CTAS, timeout with cancellation.
let t: TestApp;
let api: ReturnType<typeof client>;
let examplesId: number;

beforeAll(async () => {
  // Read when the routes are registered: every query of this file gets a 1.5 s timeout.
  process.env.SIGHTLINE_SQLLAB_TIMEOUT_SECONDS = '1.5';
  t = await createTestApp({
    SIGHTLINE_LOAD_EXAMPLES: 'true',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '3000',
  });
  delete process.env.SIGHTLINE_SQLLAB_TIMEOUT_SECONDS;
  api = client(t.app, await tokenFor(t.app));
  examplesId = (await t.ctx.databases.findByName('examples'))!.id;
}, 120_000);
afterAll(async () => t.close());

const execute = (body: Record<string, unknown>) =>
  api.post('/api/v1/sqllab/execute/', { database_id: examplesId, ...body });

describe('SQL Lab on DuckDB', () => {
  it('returns exact rows of the examples sales table', async () => {
    const res = await execute({
      sql: 'SELECT count(*) AS n, min(order_id) AS first_order FROM main.sales',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ n: 3000, first_order: 10100 }]);
    expect(res.json().columns.map((c: { type: string }) => c.type)).toEqual(['BIGINT', 'INTEGER']);
  });

  it('cuts what it sends to DISPLAY_MAX_ROW and keeps the rest in the results store', async () => {
    const res = await execute({
      sql: 'SELECT i FROM range(20000) t(i) ORDER BY i',
      queryLimit: 15000,
    });
    const body = res.json();
    expect(body.data).toHaveLength(10_000);
    expect(body.displayLimitReached).toBe(true);
    expect(body.query).toMatchObject({ rows: 15000, limit: 15000, limitingFactor: 'DROPDOWN' });
    const stored = (
      await api.get(`/api/v1/sqllab/results/?q=(key:'${body.query.resultsKey}',rows:15000)`)
    ).json();
    expect(stored.data).toHaveLength(15000);
    expect(stored.data[14999]).toEqual({ i: 14999 });
    expect(stored.displayLimitReached).toBeUndefined();
  });

  it('estimates the cost of each statement', async () => {
    const res = await api.post('/api/v1/sqllab/estimate/', {
      database_id: examplesId,
      sql: "SELECT * FROM main.sales WHERE region = 'EMEA'; SELECT 1",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toHaveLength(2);
    expect(res.json().result[0]).toMatchObject({
      Operator: expect.any(String),
      'Estimated rows': expect.stringMatching(/^[\d,]+$/),
    });
  });

  it('creates a table from a SELECT (CTAS) when the database allows it', async () => {
    // The examples file is opened read-only by every process (docs/adr/0017): CTAS goes to a
    // DuckDB file of the test's own.
    const dir = mkdtempSync(join(tmpdir(), 'sightline-ctas-'));
    try {
      const created = await api.post('/api/v1/database/', {
        database_name: 'ctas_duckdb',
        sqlalchemy_uri: `duckdb:///${join(dir, 'ctas.duckdb')}`,
        expose_in_sqllab: true,
      });
      expect(created.statusCode, created.body).toBe(201);
      const dbId = created.json().id as number;
      const run = (body: Record<string, unknown>) =>
        api.post('/api/v1/sqllab/execute/', { database_id: dbId, ...body });
      const ctas = {
        sql: 'SELECT i % 4 AS region, count(*) AS n FROM range(3000) t(i) GROUP BY 1',
        select_as_cta: true,
        ctas_method: 'table',
        tmp_table_name: 'ctas_t',
      };
      expect((await run(ctas)).statusCode).toBe(400);
      await api.put(`/api/v1/database/${dbId}`, { allow_ctas: true });
      const res = await run(ctas);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().query).toMatchObject({ ctas: true, tempTable: 'ctas_t', state: 'success' });
      const read = await run({ sql: 'SELECT sum(n) AS n FROM ctas_t' });
      expect(read.json().data).toEqual([{ n: 3000 }]);
      // The examples database itself refuses to be written, even when CTAS is allowed on it.
      await api.put(`/api/v1/database/${examplesId}`, { allow_ctas: true });
      const onExamples = await execute({ ...ctas, sql: 'SELECT 1 AS a' });
      expect(onExamples.statusCode).toBeGreaterThanOrEqual(400);
      expect(onExamples.body).toMatch(/read-only/);
      await api.put(`/api/v1/database/${examplesId}`, { allow_ctas: false });
      await t.ctx.connections.invalidate(`db:${dbId}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('times out a slow query with SQLLAB_TIMEOUT_ERROR and cancels it in the database', async () => {
    const started = Date.now();
    const res = await execute({
      sql: 'SELECT sum(hash(i)) AS h FROM range(100000000000) t(i)',
      client_id: 'slow1',
    });
    const elapsed = Date.now() - started;
    expect(res.statusCode, res.body).toBe(408);
    expect(res.json().errors[0]).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message:
        'The query was killed after 1.5 seconds. It might be too complex, or the database might be under heavy load.',
    });
    expect(elapsed).toBeLessThan(6000);
    const q = (
      await api.get('/api/v1/query/?q=(filters:!((col:status,opr:eq,value:timed_out)))')
    ).json().result[0];
    expect(q).toMatchObject({ client_id: 'slow1', status: 'timed_out' });
    // The database is free again: a quick query answers at once.
    expect((await execute({ sql: 'SELECT 42 AS x' })).json().data).toEqual([{ x: 42 }]);
  }, 20_000);
});
