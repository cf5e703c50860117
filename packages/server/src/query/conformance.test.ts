import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver, Engine } from '../engines/engine-contract.ts';
import { getEngine } from '../engines/registry.ts';
import { parseUri } from '../engines/uri.ts';
import { MYSQL_URL, PG_URL } from '../../test/pg-database.ts';
import { compileQuery } from './compile/compile-query.ts';
import { queryObject, REFERENCE_NOW } from './compile/compile-fixtures.ts';
import { executeCompiled } from './execute.ts';
import type { QueryObject } from './query-object.ts';
import {
  fixtureDataset,
  fixtureRows,
  loadFixture,
  type FixtureRow,
} from './testing/conformance-fixture.ts';

const ROWS = fixtureRows();
const DAY = 86400_000;

/** Independent expectations: plain JS over the fixture rows. */
const count = (pred: (r: FixtureRow) => boolean) => ROWS.filter(pred).length;
const sumBy = (key: (r: FixtureRow) => string) => {
  const m = new Map<string, number>();
  for (const r of ROWS) m.set(key(r), (m.get(key(r)) ?? 0) + r.amount);
  return m;
};
const bucket = (d: Date, grain: string, weekStartsMonday: boolean): number => {
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth();
  const day = Date.UTC(y, mo, d.getUTCDate());
  switch (grain) {
    case 'PT1H':
      return Date.UTC(y, mo, d.getUTCDate(), d.getUTCHours());
    case 'P1D':
      return day;
    case 'P1W':
      return day - ((new Date(day).getUTCDay() - (weekStartsMonday ? 1 : 0) + 7) % 7) * DAY;
    case 'P1M':
      return Date.UTC(y, mo, 1);
    case 'P3M':
      return Date.UTC(y, mo - (mo % 3), 1);
    default:
      return Date.UTC(y, 0, 1);
  }
};

interface Harness {
  engine: Engine;
  connect(): Promise<Driver>;
  weekStartsMonday: boolean;
}

const tmp = mkdtempSync(join(tmpdir(), 'sl-conf-'));
const harnesses: [string, Harness | null][] = [
  [
    'sqlite',
    {
      engine: getEngine('sqlite'),
      connect: () => getEngine('sqlite').connect(parseUri(`sqlite:///${join(tmp, 'c.db')}`)),
      weekStartsMonday: false,
    },
  ],
  [
    'duckdb',
    {
      engine: getEngine('duckdb'),
      connect: () => getEngine('duckdb').connect(parseUri(`duckdb:///${join(tmp, 'c.duckdb')}`)),
      weekStartsMonday: true,
    },
  ],
  [
    'postgresql',
    PG_URL
      ? {
          engine: getEngine('postgresql'),
          connect: () => getEngine('postgresql').connect(parseUri(PG_URL)),
          weekStartsMonday: true,
        }
      : null,
  ],
  [
    'mysql',
    MYSQL_URL
      ? {
          engine: getEngine('mysql'),
          connect: () => getEngine('mysql').connect(parseUri(MYSQL_URL)),
          weekStartsMonday: false,
        }
      : null,
  ],
];

for (const [name, h] of harnesses) {
  describe.skipIf(!h)(`chart-data queries executed on ${name}`, () => {
    const table = `conf_sales_${process.pid}`;
    let driver: Driver;
    const run = async (patch: Partial<QueryObject>) => {
      const ds = fixtureDataset(h!.engine, table);
      const compiled = await compileQuery(ds, queryObject(patch), { now: REFERENCE_NOW });
      return (await executeCompiled(driver, compiled)).frame.rows;
    };
    const countWhere = async (filters: QueryObject['filters']) =>
      Number(
        (
          await run({
            metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
            filters,
          })
        )[0]!.n,
      );

    beforeAll(async () => {
      driver = await h!.connect();
      await loadFixture(h!.engine, driver, table, ROWS);
    }, 60_000);
    afterAll(async () => {
      await driver?.execute(`DROP TABLE IF EXISTS ${h!.engine.quoteIdentifier(table)}`);
      await driver?.close();
    });

    it('sums a metric by a dimension, ordered by the metric', async () => {
      const rows = await run({
        columns: ['country'],
        metrics: ['revenue'],
        orderby: [['revenue', false]],
      });
      const expected = sumBy((r) => String(r.country));
      expect(rows).toHaveLength(expected.size);
      for (const r of rows)
        expect(Number(r.revenue)).toBeCloseTo(expected.get(String(r.country))!, 4);
      const values = rows.map((r) => Number(r.revenue));
      expect(values).toEqual([...values].sort((a, b) => b - a));
    });

    it.each([
      [
        'IN with <NULL>',
        [{ col: 'country', op: 'IN', val: ['US', "O'Brien; --", '<NULL>'] }],
        (r: FixtureRow) => r.country === null || r.country === 'US' || r.country === "O'Brien; --",
      ],
      [
        'NOT IN',
        [{ col: 'country', op: 'NOT IN', val: ['US', 'FR'] }],
        (r: FixtureRow) => r.country !== null && r.country !== 'US' && r.country !== 'FR',
      ],
      [
        'NOT IN with <NULL>',
        [{ col: 'country', op: 'NOT IN', val: ['US', '<NULL>'] }],
        (r: FixtureRow) => r.country !== null && r.country !== 'US',
      ],
      [
        '== with a quote and SQL comment',
        [{ col: 'country', op: '==', val: "O'Brien; --" }],
        (r: FixtureRow) => r.country === "O'Brien; --",
      ],
      [
        '== with a backslash',
        [{ col: 'country', op: '==', val: 'back\\slash' }],
        (r: FixtureRow) => r.country === 'back\\slash',
      ],
      [
        '== unicode',
        [{ col: 'country', op: '==', val: 'Ünïcødé' }],
        (r: FixtureRow) => r.country === 'Ünïcødé',
      ],
      ['== injection attempt', [{ col: 'country', op: '==', val: "x' OR '1'='1" }], () => false],
      ['IS NULL', [{ col: 'country', op: 'IS NULL' }], (r: FixtureRow) => r.country === null],
      [
        'IS NOT NULL',
        [{ col: 'country', op: 'IS NOT NULL' }],
        (r: FixtureRow) => r.country !== null,
      ],
      ['IS TRUE', [{ col: 'is_promo', op: 'IS TRUE' }], (r: FixtureRow) => r.is_promo],
      ['IS FALSE', [{ col: 'is_promo', op: 'IS FALSE' }], (r: FixtureRow) => !r.is_promo],
      [
        '> with a numeric string',
        [{ col: 'qty', op: '>', val: '2' }],
        (r: FixtureRow) => r.qty > 2,
      ],
      [
        '<= and >=',
        [
          { col: 'amount', op: '>=', val: 100 },
          { col: 'amount', op: '<=', val: 500 },
        ],
        (r: FixtureRow) => r.amount >= 100 && r.amount <= 500,
      ],
      [
        '!=',
        [{ col: 'country', op: '!=', val: 'US' }],
        (r: FixtureRow) => r.country !== null && r.country !== 'US',
      ],
      [
        'LIKE',
        [{ col: 'country', op: 'LIKE', val: '%slash' }],
        (r: FixtureRow) => r.country === 'back\\slash',
      ],
      [
        'ILIKE',
        [{ col: 'country', op: 'ILIKE', val: 'us' }],
        (r: FixtureRow) => r.country === 'US',
      ],
      ['LIKE on a number', [{ col: 'qty', op: 'LIKE', val: '3' }], (r: FixtureRow) => r.qty === 3],
      [
        'TEMPORAL_RANGE Last year',
        [{ col: 'order_ts', op: 'TEMPORAL_RANGE', val: 'Last year' }],
        (r: FixtureRow) =>
          r.order_ts.getTime() >= Date.UTC(2023, 4, 15) &&
          r.order_ts.getTime() < Date.UTC(2024, 4, 15),
      ],
      [
        'TEMPORAL_RANGE on a DATE column',
        [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
        (r: FixtureRow) =>
          r.order_date.getTime() >= Date.UTC(2024, 0, 1) &&
          r.order_date.getTime() < Date.UTC(2024, 1, 1),
      ],
      [
        'epoch ms equality with a grain',
        [{ col: 'order_ts', op: '==', val: Date.UTC(2024, 0, 1), grain: 'P1M' }],
        (r: FixtureRow) => r.order_ts.getUTCFullYear() === 2024 && r.order_ts.getUTCMonth() === 0,
      ],
    ] as const)('filters: %s', async (_label, filters, pred) => {
      expect(await countWhere(filters as unknown as QueryObject['filters'])).toBe(count(pred));
    });

    it.each(['PT1H', 'P1D', 'P1W', 'P1M', 'P3M', 'P1Y'])(
      'buckets by the %s grain',
      async (grain) => {
        const rows = await run({
          columns: [
            { sqlExpression: 'order_ts', label: 't', columnType: 'BASE_AXIS', timeGrain: grain },
          ],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
        });
        const expected = new Map<number, number>();
        for (const r of ROWS) {
          const b = bucket(r.order_ts, grain, h!.weekStartsMonday);
          expected.set(b, (expected.get(b) ?? 0) + 1);
        }
        const got = new Map(rows.map((r) => [(r.t as Date).getTime(), Number(r.n)]));
        expect(got).toEqual(expected);
      },
    );

    it('limits series to the top N by the metric', async () => {
      const rows = await run({
        columns: [
          { sqlExpression: 'order_ts', label: 't', columnType: 'BASE_AXIS', timeGrain: 'P1Y' },
          'country',
        ],
        metrics: ['revenue'],
        seriesColumns: ['country'],
        seriesLimit: 2,
        filters: [{ col: 'country', op: 'IS NOT NULL' }],
      });
      const top = [...sumBy((r) => String(r.country)).entries()]
        .filter(([c]) => c !== 'null')
        .sort((a, b) => b[1] - a[1])
        .slice(0, 2)
        .map(([c]) => c);
      expect([...new Set(rows.map((r) => r.country))].sort()).toEqual([...top].sort());
      const others = await run({
        columns: ['country'],
        metrics: ['revenue'],
        seriesColumns: ['country'],
        seriesLimit: 2,
        groupOthersWhenLimitReached: true,
        filters: [{ col: 'country', op: 'IS NOT NULL' }],
      });
      expect(others.map((r) => r.country).sort()).toEqual([...top, 'Others'].sort());
      const total = others.reduce((s, r) => s + Number(r.revenue), 0);
      expect(total).toBeCloseTo(
        ROWS.filter((r) => r.country !== null).reduce((s, r) => s + r.amount, 0),
        4,
      );
    });

    it('pages raw rows and counts rows', async () => {
      const rows = await run({
        columns: ['id', 'country'],
        orderby: [['id', true]],
        rowLimit: 5,
        rowOffset: 10,
      });
      expect(rows.map((r) => Number(r.id))).toEqual([11, 12, 13, 14, 15]);
      const counted = await run({ columns: ['country'], metrics: ['revenue'], isRowcount: true });
      expect(Number(counted[0]!.rowcount)).toBe(new Set(ROWS.map((r) => r.country)).size);
    });

    it('applies the legacy __timestamp bucket with the query bounds', async () => {
      const rows = await run({
        granularity: 'order_ts',
        isTimeseries: true,
        metrics: ['revenue'],
        fromDttm: new Date(Date.UTC(2024, 0, 1)),
        toDttm: new Date(Date.UTC(2024, 3, 1)),
        extras: {
          where: '',
          having: '',
          time_grain_sqla: 'P1M',
          relative_start: null,
          relative_end: null,
          instant_time_comparison_range: null,
        },
      });
      const months = rows.map((r) => (r.__timestamp as Date).getTime()).sort();
      expect(months).toEqual([Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 1), Date.UTC(2024, 2, 1)]);
      for (const r of rows) {
        const m = (r.__timestamp as Date).getUTCMonth();
        const expected = ROWS.filter(
          (x) => x.order_ts.getUTCFullYear() === 2024 && x.order_ts.getUTCMonth() === m,
        ).reduce((s, x) => s + x.amount, 0);
        expect(Number(r.revenue)).toBeCloseTo(expected, 4);
      }
    });
  });
}
