import { GenericDataType } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { getEngine } from '../../engines/registry.ts';
import { compileQuery } from './compile-query.ts';
import { queryObject, REFERENCE_NOW, salesDataset } from './compile-fixtures.ts';

// docs/query-object.md §3.8 and §2.7: epoch columns are converted on the time axis (with or without a grain)
// and compared with numbers in time filters; other strftime patterns compare with formatted strings.
function dataset(engineId: string) {
  const ds = salesDataset(getEngine(engineId));
  const base = {
    type: 'BIGINT',
    generic: GenericDataType.NUMERIC,
    isDttm: true,
    expression: null,
    verboseName: null,
    advancedDataType: null,
  };
  ds.columns.push(
    { ...base, name: 'ts_s', pythonDateFormat: 'epoch_s' },
    { ...base, name: 'ts_ms', pythonDateFormat: 'epoch_ms' },
    {
      ...base,
      name: 'day_text',
      type: 'VARCHAR',
      generic: GenericDataType.STRING,
      pythonDateFormat: '%Y%m%d',
    },
    { ...base, name: 'year', pythonDateFormat: '%Y' },
    {
      ...base,
      name: 'year_date',
      type: 'DATE',
      generic: GenericDataType.TEMPORAL,
      pythonDateFormat: '%Y',
    },
  );
  return ds;
}
const axis = (col: string, grain: string | null) => ({
  sqlExpression: col,
  label: col,
  expressionType: 'SQL',
  columnType: 'BASE_AXIS' as const,
  timeGrain: grain,
});
const compile = (engine: string, col: string, grain: string | null) =>
  compileQuery(
    dataset(engine),
    queryObject({
      columns: [axis(col, grain)],
      metrics: ['revenue'],
      filters: [{ col, op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
    }),
    { now: REFERENCE_NOW },
  );

describe('epoch and formatted-string time columns', () => {
  it('converts epoch seconds inside the grain template, per engine', async () => {
    expect((await compile('postgresql', 'ts_s', 'P1M')).sql).toContain(
      `DATE_TRUNC('month', (timestamp 'epoch' + "ts_s" * interval '1 second')) AS "ts_s"`,
    );
    expect((await compile('duckdb', 'ts_s', 'P1D')).sql).toContain(
      `DATE_TRUNC('day', to_timestamp("ts_s")) AS "ts_s"`,
    );
    expect((await compile('mysql', 'ts_s', null)).sql).toContain('from_unixtime(`ts_s`) AS `ts_s`');
    expect((await compile('sqlite', 'ts_s', null)).sql).toContain(
      `datetime("ts_s", 'unixepoch') AS "ts_s"`,
    );
  });

  it('divides epoch milliseconds by 1000 and filters with epoch numbers', async () => {
    const { sql } = await compile('duckdb', 'ts_ms', null);
    expect(sql).toContain('to_timestamp(("ts_ms"/1000)) AS "ts_ms"');
    expect(sql).toContain(`"ts_ms" >= ${Date.UTC(2024, 0, 1)}`);
    expect(sql).toContain(`"ts_ms" < ${Date.UTC(2024, 1, 1)}`);
    const seconds = (await compile('postgresql', 'ts_s', null)).sql;
    expect(seconds).toContain(`"ts_s" >= ${Date.UTC(2024, 0, 1) / 1000}`);
  });

  it('compares a string column with bounds formatted by its python_date_format', async () => {
    const { sql } = await compile('postgresql', 'day_text', null);
    expect(sql).toContain(`"day_text" >= '20240101'`);
    expect(sql).toContain(`"day_text" < '20240201'`);
  });

  it('parses strftime columns on the time axis with the engine parser, per engine', async () => {
    expect((await compile('duckdb', 'year', 'P1Y')).sql).toContain(
      `DATE_TRUNC('year', try_strptime(CAST("year" AS VARCHAR), '%Y')) AS "year"`,
    );
    expect((await compile('postgresql', 'year', null)).sql).toContain(
      `CAST(TO_TIMESTAMP(CAST("year" AS VARCHAR), 'YYYY') AS TIMESTAMP) AS "year"`,
    );
    expect((await compile('mysql', 'year', null)).sql).toContain(
      "STR_TO_DATE(CONCAT(CAST(`year` AS CHAR), '-01-01'), '%Y-%m-%d') AS `year`",
    );
    expect((await compile('sqlite', 'year', null)).sql).toContain(
      `datetime(substr(CAST("year" AS TEXT), 1, 4) || '-' || '01' || '-' || '01' || ' ' || '00' || ':' || '00' || ':' || '00') AS "year"`,
    );
    // A string column is parsed as it is, without a cast.
    expect((await compile('duckdb', 'day_text', null)).sql).toContain(
      `try_strptime("day_text", '%Y%m%d') AS "day_text"`,
    );
  });

  it('compares an integer year column with integer years, and leaves DATE columns alone', async () => {
    // As Superset, the bounds are the formatted dates: the one-month range inside 2024 selects no year.
    const { sql } = await compile('duckdb', 'year', null);
    expect(sql).toContain('"year" >= 2024');
    expect(sql).toContain('"year" < 2024');
    const date = (await compile('duckdb', 'year_date', 'P1Y')).sql;
    expect(date).toContain(`DATE_TRUNC('year', "year_date") AS "year_date"`);
    expect(date).toContain(`"year_date" >= DATE '2024-01-01'`);
  });

  it('converts a strftime column also as a raw column and as the legacy __timestamp', async () => {
    const ds = dataset('duckdb');
    const raw = await compileQuery(ds, queryObject({ columns: ['year', 'country'] }), {
      now: REFERENCE_NOW,
    });
    expect(raw.sql).toContain(`try_strptime(CAST("year" AS VARCHAR), '%Y') AS "year"`);
    expect(raw.temporalLabels).toEqual(['year']);
    const legacy = await compileQuery(
      ds,
      queryObject({
        granularity: 'year',
        isTimeseries: true,
        metrics: ['revenue'],
        extras: { ...queryObject({}).extras, time_grain_sqla: 'P1Y' },
        fromDttm: new Date(Date.UTC(2006, 0, 1)),
        toDttm: new Date(Date.UTC(2010, 0, 1)),
      }),
      { now: REFERENCE_NOW },
    );
    expect(legacy.sql).toContain(
      `DATE_TRUNC('year', try_strptime(CAST("year" AS VARCHAR), '%Y')) AS "__timestamp"`,
    );
    expect(legacy.sql).toContain('"year" >= 2006\n  AND "year" < 2010');
  });
});
