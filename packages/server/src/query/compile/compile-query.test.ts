import { describe, expect, it } from 'vitest';
import { getEngine } from '../../engines/registry.ts';
import { compileQuery } from './compile-query.ts';
import { queryObject, REFERENCE_NOW, salesDataset } from './compile-fixtures.ts';

const sumAmount = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM',
  column: { column_name: 'amount' },
  label: 'SUM(amount)',
};
const compile = (
  engine: string,
  patch: Parameters<typeof queryObject>[0],
  schema: string | null = null,
  sql: string | null = null,
) =>
  compileQuery(salesDataset(getEngine(engine), schema, sql), queryObject(patch), {
    now: REFERENCE_NOW,
  });

describe('worked example A: time series by month, top-5 series, IN with NULL, Last year', () => {
  const patch = {
    columns: [
      {
        sqlExpression: 'order_ts',
        label: 'order_ts',
        expressionType: 'SQL',
        columnType: 'BASE_AXIS' as const,
        timeGrain: 'P1M',
      },
      'country',
    ],
    metrics: [sumAmount],
    orderby: [[sumAmount, false]] as [typeof sumAmount, boolean][],
    filters: [
      { col: 'order_ts', op: 'TEMPORAL_RANGE', val: 'Last year' },
      { col: 'country', op: 'IN', val: ['US', 'FR', '<NULL>'] },
    ],
    extras: {
      where: '',
      having: '',
      time_grain_sqla: 'P1M',
      relative_start: null,
      relative_end: null,
      instant_time_comparison_range: null,
    },
    seriesColumns: ['country'],
    seriesLimit: 5,
    orderDesc: true,
    rowLimit: 10000,
  };
  it('compiles for PostgreSQL', async () => {
    const { sql, labels } = await compile('postgresql', patch, 'public');
    const where = `WHERE "order_ts" >= TO_TIMESTAMP('2023-05-15 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
  AND "order_ts" < TO_TIMESTAMP('2024-05-15 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
  AND ("country" IS NULL OR "country" IN ('US', 'FR'))`;
    expect(sql).toBe(`SELECT DATE_TRUNC('month', "order_ts") AS "order_ts",
       "country" AS "country",
       SUM("amount") AS "SUM(amount)"
FROM "public"."sales"
JOIN (SELECT "country" AS "country__", SUM("amount") AS "mme_inner__"
FROM "public"."sales"
${where}
GROUP BY "country"
ORDER BY "mme_inner__" DESC
LIMIT 5) AS series_limit ON "country" = series_limit."country__"
${where}
GROUP BY DATE_TRUNC('month', "order_ts"), "country"
ORDER BY "SUM(amount)" DESC
LIMIT 10000`);
    expect(labels).toEqual(['order_ts', 'country', 'SUM(amount)']);
  });
  it('uses each engine’s grain, literals and LIMIT form', async () => {
    const sqlite = (await compile('sqlite', patch)).sql;
    expect(sqlite).toContain(`SELECT DATETIME("order_ts", 'start of month') AS "order_ts"`);
    expect(sqlite).toContain(`"order_ts" >= '2023-05-15 00:00:00'`);
    expect(sqlite).toContain('LIMIT 5 OFFSET 0) AS series_limit');
    expect(sqlite).toMatch(/LIMIT 10000 OFFSET 0$/);
    const duck = (await compile('duckdb', patch)).sql;
    expect(duck).toContain(`"order_ts" < '2024-05-15 00:00:00.000000'`);
    const mysql = (await compile('mysql', patch, 'shop')).sql;
    expect(mysql).toContain('FROM `shop`.`sales`');
    expect(mysql).toContain("STR_TO_DATE('2023-05-15 00:00:00.000000', '%Y-%m-%d %H:%i:%s.%f')");
    expect(mysql).toContain('ORDER BY `SUM(amount)` DESC');
  });
  it('groups the rest into Others when asked', async () => {
    const { sql } = await compile(
      'postgresql',
      { ...patch, groupOthersWhenLimitReached: true },
      'public',
    );
    expect(sql).toContain(
      `CASE WHEN series_limit."country__" IS NOT NULL THEN "country" ELSE 'Others' END AS "country"`,
    );
    expect(sql).toContain('LEFT OUTER JOIN (SELECT');
    expect(sql).toContain(
      `GROUP BY DATE_TRUNC('month', "order_ts"), CASE WHEN series_limit."country__" IS NOT NULL THEN "country" ELSE 'Others' END`,
    );
  });
});

describe('worked example B: raw records with ILIKE, IS TRUE, numeric coercion, free WHERE, paging', () => {
  const patch = {
    columns: ['order_ts', 'country', 'amount'],
    orderby: [['amount', false]] as [string, boolean][],
    filters: [
      { col: 'country', op: 'ILIKE', val: 'u%' },
      { col: 'is_promo', op: 'IS TRUE' },
      { col: 'qty', op: '>', val: '2' },
    ],
    extras: {
      where: '(net > 0)',
      having: '',
      time_grain_sqla: null,
      relative_start: null,
      relative_end: null,
      instant_time_comparison_range: null,
    },
    rowLimit: 100,
    rowOffset: 200,
  };
  it('compiles per engine', async () => {
    expect((await compile('postgresql', patch, 'public')).sql)
      .toBe(`SELECT "order_ts" AS "order_ts",
       "country" AS "country",
       "amount" AS "amount"
FROM "public"."sales"
WHERE "country" ILIKE 'u%'
  AND "is_promo" IS true
  AND "qty" > 2
  AND ((net > 0))
ORDER BY "amount" DESC
LIMIT 100 OFFSET 200`);
    const sqlite = (await compile('sqlite', patch)).sql;
    expect(sqlite).toContain(`lower("country") LIKE lower('u%')`);
    expect(sqlite).toContain('"is_promo" IS 1');
    expect(sqlite).toMatch(/LIMIT 100 OFFSET 200$/);
  });
});

describe('worked example C: legacy __timestamp, saved metric, HAVING, weekly grain', () => {
  it('puts the bucket first and filters the raw column', async () => {
    const patch = {
      granularity: 'order_ts',
      isTimeseries: true,
      columns: ['country'],
      metrics: ['revenue'],
      fromDttm: new Date(Date.UTC(2024, 0, 1)),
      toDttm: new Date(Date.UTC(2024, 2, 1)),
      extras: {
        where: '',
        having: '(SUM(amount) > 1000)',
        time_grain_sqla: 'P1W',
        relative_start: null,
        relative_end: null,
        instant_time_comparison_range: null,
      },
    };
    expect((await compile('postgresql', patch, 'public')).sql)
      .toBe(`SELECT DATE_TRUNC('week', "order_ts") AS "__timestamp",
       "country" AS "country",
       SUM(amount) AS "revenue"
FROM "public"."sales"
WHERE "order_ts" >= TO_TIMESTAMP('2024-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
  AND "order_ts" < TO_TIMESTAMP('2024-03-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')
GROUP BY DATE_TRUNC('week', "order_ts"), "country"
HAVING (SUM(amount) > 1000)
LIMIT 50000`);
    expect((await compile('sqlite', patch)).sql).toContain(
      `DATETIME("order_ts", 'start of day', -strftime('%w', "order_ts") || ' days') AS "__timestamp"`,
    );
  });
});

describe('worked example D: virtual dataset, SQL metric, row count', () => {
  it('wraps the dataset SQL and the whole query', async () => {
    const patch = {
      columns: ['country'],
      metrics: [{ expressionType: 'SQL' as const, sqlExpression: 'count(*)', label: 'orders' }],
      isRowcount: true,
      rowLimit: 1000,
    };
    const { sql, labels } = await compile(
      'duckdb',
      patch,
      null,
      'SELECT * FROM sales WHERE amount > 0;',
    );
    expect(sql).toBe(`SELECT COUNT(*) AS "rowcount"
FROM (SELECT "country" AS "country",
       count(*) AS "orders"
FROM (SELECT * FROM sales WHERE amount > 0
) AS virtual_table
GROUP BY "country"
LIMIT 1000) AS rowcount_qry`);
    expect(labels).toEqual(['rowcount']);
  });
});

describe('worked example E: DATE column ranges and a time-axis cross-filter with grain', () => {
  const range = {
    filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
    columns: ['country'],
    metrics: [],
  };
  it('renders DATE bounds per engine', async () => {
    expect((await compile('postgresql', range)).sql).toContain(
      `"order_date" >= TO_DATE('2024-01-01', 'YYYY-MM-DD')\n  AND "order_date" < TO_DATE('2024-02-01', 'YYYY-MM-DD')`,
    );
    expect((await compile('mysql', range)).sql).toContain(
      "`order_date` >= STR_TO_DATE('2024-01-01', '%Y-%m-%d')",
    );
    expect((await compile('sqlite', range)).sql).toContain(
      `"order_date" >= '2024-01-01'\n  AND "order_date" < '2024-02-01'`,
    );
    expect((await compile('duckdb', range)).sql).toContain(`"order_date" >= DATE '2024-01-01'`);
  });
  it('truncates the column side of a grained equality', async () => {
    const patch = {
      columns: ['country'],
      metrics: [],
      filters: [{ col: 'order_ts', op: '==', val: 1704067200000, grain: 'P1M' }],
    };
    expect((await compile('postgresql', patch)).sql).toContain(
      `DATE_TRUNC('month', "order_ts") = TO_TIMESTAMP('2024-01-01 00:00:00.000000', 'YYYY-MM-DD HH24:MI:SS.US')`,
    );
    expect((await compile('sqlite', patch)).sql).toContain(
      `DATETIME("order_ts", 'start of month') = '2024-01-01 00:00:00'`,
    );
  });
});

describe('worked example F and errors', () => {
  it('metrics: [] is a distinct list', async () => {
    expect((await compile('duckdb', { columns: ['country'], metrics: [] })).sql).toBe(
      'SELECT "country" AS "country"\nFROM "sales"\nGROUP BY "country"\nLIMIT 50000',
    );
  });
  it('expands calculated columns and COUNT_DISTINCT', async () => {
    const { sql } = await compile('duckdb', {
      columns: ['net'],
      metrics: [
        {
          expressionType: 'SIMPLE',
          aggregate: 'COUNT_DISTINCT',
          column: { column_name: 'country' },
        },
      ],
    });
    expect(sql).toContain('(amount - discount) AS "net"');
    expect(sql).toContain('COUNT(DISTINCT "country") AS "COUNT_DISTINCT(country)"');
  });
  it.each([
    [{ columns: [], metrics: null }, 'Empty query?'],
    [{ metrics: ['nope'] }, "Metric 'nope' does not exist"],
    [
      { columns: ['country'], metrics: [], orderby: [['ghost', true]] as [string, boolean][] },
      'Unknown column used in orderby: ghost',
    ],
    [
      {
        metrics: [
          { expressionType: 'SIMPLE' as const, aggregate: 'SUM', column: { column_name: 'ghost' } },
        ],
      },
      "Columns missing in dataset: ['ghost']",
    ],
    [
      { columns: ['country'], metrics: [], filters: [{ col: 'country', op: 'IN', val: [] }] },
      'Filter value list cannot be empty',
    ],
    [
      { columns: ['country'], metrics: [], filters: [{ col: 'qty', op: '>', val: null }] },
      'Must specify a value for filters with comparison operators',
    ],
    [
      { columns: ['country'], metrics: [], filters: [{ col: 'qty', op: 'REGEX', val: 'x' }] },
      'Invalid filter operation type: REGEX',
    ],
    [
      {
        columns: ['country'],
        metrics: [],
        filters: [{ col: 'order_ts', op: 'TEMPORAL_RANGE', val: '2024-02-01 : 2024-01-01' }],
      },
      'From date cannot be larger than to date',
    ],
    [
      {
        columns: [
          {
            sqlExpression: 'order_ts',
            label: 't',
            columnType: 'BASE_AXIS' as const,
            timeGrain: 'PT7M',
          },
        ],
        metrics: [],
      },
      'No grain spec for PT7M for database DuckDB',
    ],
  ])('refuses %j with "%s"', async (patch, message) => {
    await expect(compile('duckdb', patch)).rejects.toThrow(message);
  });
  it('skips and reports filters on unknown columns', async () => {
    const { sql, report } = await compile('duckdb', {
      columns: ['country'],
      metrics: [],
      filters: [
        { col: 'ghost', op: '==', val: 1 },
        { col: 'country', op: '==', val: 'FR' },
      ],
    });
    expect(sql).toContain(`WHERE "country" = 'FR'`);
    expect(report).toEqual({
      applied: [{ column: 'country' }],
      rejected: [{ reason: 'not_in_datasource', column: 'ghost' }],
    });
  });
  it('escapes hostile values so they stay values', async () => {
    const evil = "x'); DROP TABLE sales; --";
    const pg = (
      await compile('postgresql', {
        columns: ['country'],
        metrics: [],
        filters: [{ col: 'country', op: 'IN', val: [evil, "a\\'b"] }],
      })
    ).sql;
    expect(pg).toContain(`"country" IN ('x''); DROP TABLE sales; --', 'a\\''b')`);
    const my = (
      await compile('mysql', {
        columns: ['country'],
        metrics: [],
        filters: [{ col: 'country', op: '==', val: "a\\'b" }],
      })
    ).sql;
    expect(my).toContain("`country` = 'a\\\\''b'");
  });
  it('replaces aliases longer than PostgreSQL keeps by their md5', async () => {
    const label = 'x'.repeat(70);
    const { sql, aliasToLabel } = await compile('postgresql', {
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }],
    });
    const [hash] = Object.keys(aliasToLabel);
    expect(aliasToLabel[hash!]).toBe(label);
    expect(sql).toContain(`COUNT(*) AS "${hash}"`);
  });
});
