import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { duckdbInstanceOptions } from '../engines/duckdb/duckdb-driver.ts';
import { generateExamples } from './generate-examples.ts';

const dir = mkdtempSync(join(tmpdir(), 'sightline-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function query(path: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.fromCache(path, duckdbInstanceOptions());
  const conn = await instance.connect();
  try {
    return (await conn.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
  } finally {
    conn.closeSync();
  }
}

// Exact integer aggregates (cents), so parallel floating-point summation order cannot differ between runs.
const FINGERPRINT_SQL = `
SELECT
  (SELECT count(*) FROM sales) AS sales_rows,
  (SELECT sum(CAST(round(sales * 100) AS BIGINT)) FROM sales) AS sales_cents,
  (SELECT sum(quantity) FROM sales) AS quantity,
  (SELECT count(DISTINCT country) FROM sales) AS countries,
  (SELECT count(DISTINCT customer) FROM sales) AS customers,
  (SELECT count(DISTINCT order_id) FROM sales) AS orders,
  (SELECT string_agg(status || ':' || n, ',' ORDER BY status) FROM (SELECT status, count(*) n FROM sales GROUP BY 1)) AS statuses,
  (SELECT sum(hash(order_id, order_date, customer, product, quantity, price)) FROM sales) AS sales_hash,
  (SELECT sum(visitors) FROM daily_metrics) AS visitors,
  (SELECT sum(CAST(round(revenue * 100) AS BIGINT)) FROM daily_metrics) AS revenue_cents,
  (SELECT sum(CAST(round(value * 100) AS BIGINT)) FROM flows) AS flow_cents,
  (SELECT sum(population) FROM countries) AS population`;

describe('generateExamples', () => {
  const first = join(dir, 'first.duckdb');
  const second = join(dir, 'second.duckdb');

  it('creates the four tables with the expected row counts', async () => {
    const result = await generateExamples(first, { salesRows: 20_000 });
    const counts = Object.fromEntries(result.tables.map((t) => [t.name, t.rows]));
    expect(Object.keys(counts).sort()).toEqual(['countries', 'daily_metrics', 'flows', 'sales']);
    expect(counts.sales).toBe(20_000);
    expect(counts.daily_metrics).toBe(1096 * 4);
    expect(counts.flows).toBeGreaterThanOrEqual(30);
    expect(counts.countries).toBeGreaterThanOrEqual(100);
    const tables = await query(
      first,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'main' ORDER BY 1",
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'countries',
      'daily_metrics',
      'flows',
      'sales',
    ]);
  });

  it('is deterministic: a second run into another file gives identical data', async () => {
    await generateExamples(second, { salesRows: 20_000 });
    const [a] = await query(first, FINGERPRINT_SQL);
    const [b] = await query(second, FINGERPRINT_SQL);
    expect(b).toEqual(a);
    expect(a.sales_rows).toBe('20000');
    expect(a.countries).toBe('30');
    expect(a.customers).toBe('500');
  });

  it('replaces the tables when run again on the same file', async () => {
    const [before] = await query(first, FINGERPRINT_SQL);
    await generateExamples(first, { salesRows: 20_000 });
    const [after] = await query(first, FINGERPRINT_SQL);
    expect(after).toEqual(before);
  });

  it('writes plausible sales rows', async () => {
    const [facts] = await query(
      first,
      `SELECT min(order_date) AS min_date, max(order_date) AS max_date,
        count(*) FILTER (WHERE length(country_code) <> 3 OR country_code <> upper(country_code)) AS bad_iso3,
        count(*) FILTER (WHERE length(country_code2) <> 2) AS bad_iso2,
        count(*) FILTER (WHERE abs(sales - quantity * price) > 0.006) AS bad_sales,
        count(*) FILTER (WHERE quantity <= 0 OR price <= 0) AS bad_amounts,
        count(DISTINCT product_line) AS product_lines, count(DISTINCT product) AS products,
        count(DISTINCT region) AS regions,
        count(*) FILTER (WHERE status = 'Shipped') * 1.0 / count(*) AS shipped_share,
        string_agg(DISTINCT deal_size, ',' ORDER BY deal_size) AS deal_sizes
      FROM sales`,
    );
    expect(String(facts.min_date) >= '2023-01-01').toBe(true);
    expect(String(facts.max_date) < '2026-01-01').toBe(true);
    expect(String(facts.min_date) < '2023-01-08').toBe(true);
    expect(String(facts.max_date) >= '2025-12-24').toBe(true);
    expect(facts).toMatchObject({
      bad_iso3: '0',
      bad_iso2: '0',
      bad_sales: '0',
      bad_amounts: '0',
      product_lines: '7',
      regions: '3',
    });
    expect(Number(facts.products)).toBeGreaterThanOrEqual(30);
    expect(Number(facts.shipped_share)).toBeGreaterThan(0.8);
    expect(facts.deal_sizes).toBe('Large,Medium,Small');
    const types = await query(
      first,
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'sales'",
    );
    expect(Object.fromEntries(types.map((t) => [t.column_name, t.data_type]))).toMatchObject({
      order_date: 'TIMESTAMP',
      quantity: 'INTEGER',
      price: 'DOUBLE',
      sales: 'DOUBLE',
    });
  });

  it('writes growth and seasonality into sales and daily_metrics', async () => {
    const years = await query(
      first,
      'SELECT year(order_date) AS y, sum(sales) AS s FROM sales GROUP BY 1 ORDER BY 1',
    );
    expect(years.map((r) => r.y)).toEqual(['2023', '2024', '2025']);
    const totals = years.map((r) => Number(r.s));
    expect(totals[1]).toBeGreaterThan(totals[0]);
    expect(totals[2]).toBeGreaterThan(totals[1]);
    const [weekly] = await query(
      first,
      `SELECT avg(visitors) FILTER (WHERE isodow(ds) >= 6) AS weekend, avg(visitors) FILTER (WHERE isodow(ds) < 6) AS weekday,
        count(DISTINCT channel) AS channels, count(DISTINCT ds) AS days, min(ds) AS first_day, max(ds) AS last_day
      FROM daily_metrics`,
    );
    expect(Number(weekly.weekend)).toBeLessThan(Number(weekly.weekday));
    expect(weekly).toMatchObject({
      channels: '4',
      days: '1096',
      first_day: '2023-01-01',
      last_day: '2025-12-31',
    });
  });

  it('writes a flow graph without cycles and a world country table', async () => {
    const [cycles] = await query(
      first,
      `WITH RECURSIVE walk(start, node, depth) AS (
        SELECT source, target, 1 FROM flows
        UNION ALL SELECT w.start, f.target, w.depth + 1 FROM walk w JOIN flows f ON f.source = w.node WHERE w.depth < 40
      ) SELECT count(*) FILTER (WHERE start = node) AS cycles, count(DISTINCT node) AS reached FROM walk`,
    );
    expect(cycles.cycles).toBe('0');
    const [nodes] = await query(
      first,
      'SELECT count(DISTINCT n) AS n FROM (SELECT source AS n FROM flows UNION SELECT target FROM flows)',
    );
    expect(Number(nodes.n)).toBeGreaterThanOrEqual(15);
    const [world] = await query(
      first,
      `SELECT count(*) AS n, count(DISTINCT country_code) AS iso3, count(DISTINCT country_code2) AS iso2,
        count(*) FILTER (WHERE latitude NOT BETWEEN -90 AND 90 OR longitude NOT BETWEEN -180 AND 180) AS bad_coords,
        count(DISTINCT region) AS regions
      FROM countries`,
    );
    expect(world.iso3).toBe(world.n);
    expect(world.iso2).toBe(world.n);
    expect(world).toMatchObject({ bad_coords: '0', regions: '5' });
  });

  it('generates the default 1,000,000 sales rows within seconds', { timeout: 60_000 }, async () => {
    const path = join(dir, 'full.duckdb');
    const started = performance.now();
    const result = await generateExamples(path);
    const seconds = (performance.now() - started) / 1000;
    console.log(`generateExamples: 1,000,000 sales rows in ${seconds.toFixed(2)} s`);
    expect(result.tables.find((t) => t.name === 'sales')?.rows).toBe(1_000_000);
  });
});
