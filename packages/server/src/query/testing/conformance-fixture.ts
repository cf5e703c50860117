import { GenericDataType } from '@sightline/core';
import type { Driver, Engine } from '../../engines/engine-contract.ts';
import type { Datasource, DatasourceColumn } from '../datasource.ts';

/** One fixture row; the expected answers are computed from these in plain JS. */
export interface FixtureRow {
  id: number;
  order_ts: Date;
  order_date: Date;
  country: string | null;
  amount: number;
  qty: number;
  is_promo: boolean;
}

/** Countries including values crafted as SQL, to prove values stay values. */
export const COUNTRIES = [
  'US',
  'FR',
  'DE',
  'JP',
  "O'Brien; --",
  'back\\slash',
  'Ünïcødé',
  null,
] as const;

/** Deterministic rows spread over 2023-2024. */
export function fixtureRows(n = 600): FixtureRow[] {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const start = Date.UTC(2023, 0, 1);
  const span = Date.UTC(2025, 0, 1) - start;
  const rows: FixtureRow[] = [];
  for (let i = 1; i <= n; i += 1) {
    const ts = new Date(start + Math.floor((rand() * span) / 1000) * 1000);
    rows.push({
      id: i,
      order_ts: ts,
      order_date: new Date(Date.UTC(ts.getUTCFullYear(), ts.getUTCMonth(), ts.getUTCDate())),
      country: COUNTRIES[Math.floor(rand() * COUNTRIES.length)]!,
      amount: Math.round(rand() * 100000) / 100,
      qty: 1 + Math.floor(rand() * 5),
      is_promo: rand() < 0.3,
    });
  }
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ts = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** Creates the fixture table through bound parameters (independent of the compiler's literal code). */
export async function loadFixture(
  engine: Engine,
  driver: Driver,
  table: string,
  rows: FixtureRow[],
): Promise<void> {
  const q = engine.quoteIdentifier;
  const dbl = engine.id === 'postgresql' ? 'DOUBLE PRECISION' : 'DOUBLE';
  const tsType = engine.id === 'mysql' ? 'DATETIME' : 'TIMESTAMP';
  await driver.execute(`DROP TABLE IF EXISTS ${q(table)}`);
  await driver.execute(
    `CREATE TABLE ${q(table)} (id INTEGER PRIMARY KEY, order_ts ${tsType}, order_date DATE, country VARCHAR(40), amount ${dbl}, qty INTEGER, is_promo BOOLEAN)`,
  );
  const batch = 100;
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    let p = 0;
    const ph = () => (engine.paramStyle === 'numeric_dollar' ? `$${++p}` : '?');
    const values = chunk.map(() => `(${Array.from({ length: 7 }, ph).join(', ')})`).join(', ');
    const params = chunk.flatMap((r) => [
      r.id,
      ts(r.order_ts),
      ts(r.order_date).slice(0, 10),
      r.country,
      r.amount,
      r.qty,
      r.is_promo,
    ]);
    await driver.execute(`INSERT INTO ${q(table)} VALUES ${values}`, { params });
  }
}

/** The fixture as a dataset for the compiler. */
export function fixtureDataset(engine: Engine, table: string): Datasource {
  const col = (name: string, type: string, generic: GenericDataType): DatasourceColumn => ({
    name,
    type,
    generic,
    isDttm: generic === GenericDataType.TEMPORAL,
    expression: null,
    pythonDateFormat: null,
    verboseName: null,
    advancedDataType: null,
  });
  return {
    id: 1,
    type: 'table',
    tableName: table,
    schema: null,
    sql: null,
    mainDttmCol: 'order_ts',
    alwaysFilterMainDttm: false,
    fetchValuesPredicate: null,
    templateParams: null,
    offset: 0,
    cacheTimeout: null,
    changedOn: '2024-01-01T00:00:00Z',
    columns: [
      col('id', 'INTEGER', GenericDataType.NUMERIC),
      col('order_ts', engine.id === 'mysql' ? 'DATETIME' : 'TIMESTAMP', GenericDataType.TEMPORAL),
      col('order_date', 'DATE', GenericDataType.TEMPORAL),
      col('country', 'VARCHAR(40)', GenericDataType.STRING),
      col('amount', 'DOUBLE', GenericDataType.NUMERIC),
      col('qty', 'INTEGER', GenericDataType.NUMERIC),
      col('is_promo', 'BOOLEAN', GenericDataType.BOOLEAN),
    ],
    metrics: [{ name: 'revenue', expression: 'SUM(amount)', verboseName: null, d3format: null }],
    database: { id: 1, name: engine.id, backend: engine.id, cacheTimeout: null, extra: {} },
    engine,
  };
}
