import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { duckdbInstanceOptions } from '../engines/duckdb/duckdb-driver.ts';
import { COUNTRIES } from './countries-data.ts';
import { createAndFill, sqlUniform as u } from './duckdb-rows.ts';
import { energyFlows } from './flows-data.ts';
import { createSalesTable } from './sales-table.ts';

/** Options for generateExamples. */
export interface GenerateExamplesOptions {
  /** Number of rows of `sales` (default 1,000,000); tests use fewer. */
  salesRows?: number;
}

/** What generateExamples wrote: each table with its row count. */
export interface GenerateExamplesResult {
  tables: { name: string; rows: number }[];
}

/** Default size of the generated `sales` table. */
export const DEFAULT_SALES_ROWS = 1_000_000;

// External access off and the configuration locked, like the DuckDB engine: the generator builds
// its data in SQL and needs no file access.
const DUCKDB_OPTIONS = duckdbInstanceOptions();

/**
 * Daily web metrics per acquisition channel: a growing trend, weekly and yearly seasonality, and
 * hash-based noise (deterministic). Channel constants: base visitors, signup rate, revenue per signup,
 * growth over the three years.
 */
const DAILY_METRICS_SQL = `
CREATE OR REPLACE TABLE main.daily_metrics AS
WITH days AS (
  SELECT CAST(DATE '2023-01-01' + CAST(i AS INTEGER) AS DATE) AS ds, i AS t FROM range(1096) r(i)
), channels AS (
  SELECT * FROM (VALUES
    (0, 'Organic Search', 5200.0, 0.021, 48.0, 0.9),
    (1, 'Paid Search', 2600.0, 0.034, 41.0, 1.6),
    (2, 'Social', 3100.0, 0.012, 35.0, 2.2),
    (3, 'Email', 1400.0, 0.048, 57.0, 0.6)
  ) c(k, channel, base, signup_rate, revenue_per_signup, growth)
), visits AS (
  SELECT ds, t, k, channel, signup_rate, revenue_per_signup,
    CAST(round(base
      * (1 + growth * t / 1095.0)
      * (1 + 0.12 * cos(2 * pi() * (dayofyear(ds) - 330) / 365.0))
      * CASE isodow(ds) WHEN 6 THEN (CASE k WHEN 3 THEN 0.45 ELSE 0.72 END)
                        WHEN 7 THEN (CASE k WHEN 3 THEN 0.40 ELSE 0.66 END)
                        WHEN 1 THEN 1.08 ELSE 1.0 END
      * (0.88 + 0.12 * (${u('t * 4 + k', 21)} + ${u('t * 4 + k', 22)}))) AS INTEGER) AS visitors
  FROM days CROSS JOIN channels
), signups AS (
  SELECT *, CAST(round(visitors * signup_rate * (0.8 + 0.4 * ${u('t * 4 + k', 23)})) AS INTEGER) AS signups FROM visits
)
SELECT ds, channel, visitors, signups,
  round(signups * revenue_per_signup * (0.75 + 0.5 * ${u('t * 4 + k', 24)}), 2) AS revenue
FROM signups
ORDER BY ds, k`;

async function createCountries(conn: DuckDBConnection): Promise<void> {
  await createAndFill(
    conn,
    'main.countries',
    [
      ['country_code', 'VARCHAR'],
      ['country_code2', 'VARCHAR'],
      ['name', 'VARCHAR'],
      ['region', 'VARCHAR'],
      ['sub_region', 'VARCHAR'],
      ['population', 'BIGINT'],
      ['gdp_usd', 'DOUBLE'],
      ['life_expectancy', 'DOUBLE'],
      ['latitude', 'DOUBLE'],
      ['longitude', 'DOUBLE'],
    ],
    COUNTRIES.map((c) => [
      c.iso3,
      c.iso2,
      c.name,
      c.region,
      c.subRegion,
      BigInt(Math.round(c.populationMillions * 1e6)),
      Math.round(c.gdpBillionsUsd * 1e9),
      c.lifeExpectancy,
      c.latitude,
      c.longitude,
    ]),
  );
}

async function createFlows(conn: DuckDBConnection): Promise<void> {
  await createAndFill(
    conn,
    'main.flows',
    [
      ['source', 'VARCHAR'],
      ['target', 'VARCHAR'],
      ['value', 'DOUBLE'],
    ],
    energyFlows().map((f) => [f.source, f.target, f.value]),
  );
}

async function countRows(conn: DuckDBConnection, table: string): Promise<number> {
  const reader = await conn.runAndReadAll(`SELECT count(*) FROM main.${table}`);
  return Number(reader.getRows()[0][0]);
}

/** The example tables, in the order they are generated and reported. */
export const EXAMPLE_TABLES = ['sales', 'daily_metrics', 'flows', 'countries'] as const;

/**
 * Creates or replaces the example tables in schema `main` of an open DuckDB connection, all in one
 * transaction, and returns each with its row count. The data is deterministic.
 */
export async function fillExampleTables(
  conn: DuckDBConnection,
  opts: GenerateExamplesOptions = {},
): Promise<GenerateExamplesResult> {
  const salesRows = opts.salesRows ?? DEFAULT_SALES_ROWS;
  await conn.run('BEGIN TRANSACTION');
  try {
    await createSalesTable(conn, salesRows);
    await conn.run(DAILY_METRICS_SQL);
    await createFlows(conn);
    await createCountries(conn);
    await conn.run('COMMIT');
  } catch (err) {
    await conn.run('ROLLBACK').catch(() => undefined);
    throw err;
  }
  const tables: { name: string; rows: number }[] = [];
  for (const name of EXAMPLE_TABLES) tables.push({ name, rows: await countRows(conn, name) });
  return { tables };
}

/**
 * Creates or replaces the example tables `sales`, `daily_metrics`, `flows` and `countries` (schema
 * main) in the DuckDB file at `duckdbPath`. The data is deterministic: every run writes the same rows.
 * The file is opened outside DuckDB's instance cache and closed at the end, so that afterwards every
 * process (this one included) can open it read-only at once: DuckDB allows many read-only openers of
 * a file only while no process holds it for writing (docs/adr/0017).
 */
export async function generateExamples(
  duckdbPath: string,
  opts: GenerateExamplesOptions = {},
): Promise<GenerateExamplesResult> {
  const instance = await DuckDBInstance.create(duckdbPath, DUCKDB_OPTIONS);
  try {
    const conn = await instance.connect();
    try {
      return await fillExampleTables(conn, opts);
    } finally {
      conn.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}
