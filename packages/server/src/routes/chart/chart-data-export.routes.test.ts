import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, type client, type TestApp } from '../../../test/test-app.ts';
import { byRegion, chartDataFixture } from './chart-data-fixture.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let salesId: number;

beforeAll(async () => {
  ({ t, api, salesId } = await chartDataFixture());
}, 60_000);
const cleanups: (() => void)[] = [];
afterAll(async () => {
  await t.close();
  for (const fn of cleanups) fn();
});

const body = (queries: unknown[], extra: Record<string, unknown> = {}) => ({
  datasource: { id: salesId, type: 'table' },
  queries,
  ...extra,
});

describe('POST /api/v1/chart/data', () => {
  it('supports the query, samples, columns, timegrains and results result types', async () => {
    const query = (
      await api.post('/api/v1/chart/data', body([byRegion], { result_type: 'query' }))
    ).json().result[0];
    expect(query.language).toBe('sql');
    expect(query.query).toMatch(/^SELECT "region" AS "region",[\s\S]*;$/);
    const samples = (
      await api.post(
        '/api/v1/chart/data',
        body([{ columns: ['region'], metrics: ['count'] }], { result_type: 'samples' }),
      )
    ).json().result[0];
    expect(samples.rowcount).toBe(1000);
    expect(samples.colnames).toEqual(
      expect.arrayContaining(['order_id', 'region', 'country', 'sales']),
    );
    const cols = (
      await api.post('/api/v1/chart/data', body([{}], { result_type: 'columns' }))
    ).json().result[0];
    expect(cols.data).toContainEqual({ column_name: 'order_date', verbose_name: null, dtype: 2 });
    const grains = (
      await api.post('/api/v1/chart/data', body([{}], { result_type: 'timegrains' }))
    ).json().result[0];
    expect(grains.data).toContainEqual(expect.objectContaining({ name: 'Month', duration: 'P1M' }));
    const results = (
      await api.post('/api/v1/chart/data', body([byRegion], { result_type: 'results' }))
    ).json().result[0];
    expect(Object.keys(results).sort()).toEqual([
      'colnames',
      'coltypes',
      'data',
      'rowcount',
      'sql_rowcount',
    ]);
  });

  it('exports CSV, and a zip of XLSX files for several queries', async () => {
    const csv = await api.post('/api/v1/chart/data', body([byRegion], { result_format: 'csv' }));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=\d{8}_\d{6}\.csv$/);
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    expect(csv.body.slice(1).split('\n')[0]!.trim()).toBe('region,total');
    const zip = await api.post(
      '/api/v1/chart/data',
      body([byRegion, { ...byRegion, columns: ['status'] }], { result_format: 'xlsx' }),
    );
    expect(zip.headers['content-type']).toContain('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload))).sort()).toEqual([
      'query_1.xlsx',
      'query_2.xlsx',
    ]);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: {
        authorization: `Bearer ${await tokenFor(t.app)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `form_data=${encodeURIComponent(JSON.stringify(body([byRegion], { result_format: 'csv' })))}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('region,total');
  });
});

describe('streamed exports', () => {
  it('streams a 1,000,000-row CSV from the database without holding it in memory', async () => {
    // The examples file is read-only (docs/adr/0017): the big table goes to a DuckDB file of its own.
    const file = join(t.dataDir, '..', `big-export-${process.pid}.duckdb`);
    const instance = await DuckDBInstance.create(file);
    const conn = await instance.connect();
    await conn.run(
      `CREATE TABLE big_export AS SELECT i AS id, 'row ' || i AS label, i * 0.5 AS v, TIMESTAMP '2024-01-01' + to_seconds(i) AS ts FROM range(1000000) t(i)`,
    );
    conn.closeSync();
    instance.closeSync();
    cleanups.push(() => rmSync(file, { force: true }));
    const db = await api.post('/api/v1/database/', {
      database_name: 'big_export',
      sqlalchemy_uri: `duckdb:///${file}`,
    });
    expect(db.statusCode, db.body).toBe(201);
    const ds = await api.post('/api/v1/dataset/', {
      database: db.json().id,
      schema: 'main',
      table_name: 'big_export',
    });
    expect(ds.statusCode, ds.body).toBe(201);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    // Live memory: collect garbage before sampling (vitest runs the server project with --expose-gc).
    const timer = setInterval(() => {
      global.gc?.();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 500);
    const res = await fetch(`${address}/api/v1/chart/data`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokenFor(t.app)}`,
      },
      body: JSON.stringify({
        datasource: { id: ds.json().id, type: 'table' },
        result_format: 'csv',
        queries: [
          { columns: ['id', 'label', 'v', 'ts'], orderby: [['id', true]], row_limit: 1_000_000 },
        ],
      }),
    });
    expect(res.status).toBe(200);
    let bytes = 0;
    let lines = 0;
    let tail = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      const text = decoder.decode(chunk, { stream: true });
      for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lines += 1;
      tail = (tail + text).slice(-200);
    }
    clearInterval(timer);
    expect(lines).toBe(1_000_001);
    expect(tail.trim().split('\n').at(-1)).toBe('999999,row 999999,499999.5,2024-01-12 13:46:39');
    expect(bytes).toBeGreaterThan(40_000_000);
    // The CSV is ~45 MB; the rows as JS objects would be far more. Growth stays well below either.
    expect(typeof global.gc).toBe('function');
    console.log(
      `1M-row CSV export: ${(bytes / 1e6).toFixed(1)} MB, live heap growth ${((peak - before) / 1e6).toFixed(1)} MB`,
    );
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  }, 120_000); // 1M rows: 16 s alone (column batches), 50 s on the row path
});
