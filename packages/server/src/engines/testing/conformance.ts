import { GenericDataType, type ErrorType } from '@sightline/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Driver, Engine } from '../engine-contract.ts';
import { classifyError, EngineError, TableNotFoundError } from '../engine-errors.ts';
import { parseUri } from '../uri.ts';
import { parseTemporal } from '../values.ts';

/** The fixture columns, in order, with the generic type every engine must report. */
export const FIXTURE_COLUMNS = [
  'id',
  'big',
  'amount',
  'ratio',
  'label',
  'notes',
  'flag',
  'day',
  'created_at',
] as const;
type FixtureColumn = (typeof FIXTURE_COLUMNS)[number];

const EXPECTED_GENERIC: Record<FixtureColumn, GenericDataType> = {
  id: GenericDataType.NUMERIC,
  big: GenericDataType.NUMERIC,
  amount: GenericDataType.NUMERIC,
  ratio: GenericDataType.NUMERIC,
  label: GenericDataType.STRING,
  notes: GenericDataType.STRING,
  flag: GenericDataType.BOOLEAN,
  day: GenericDataType.TEMPORAL,
  created_at: GenericDataType.TEMPORAL,
};

/** A string that breaks naive quoting and non-UTF-8 paths. */
export const TRICKY_TEXT = `it's "quoted" \\ — é ✓ 😀`;

const FIXTURE_ROWS: unknown[][] = [
  [
    1,
    9007199254740993n,
    12.34,
    1.5,
    TRICKY_TEXT,
    'first row',
    true,
    '2024-02-29',
    new Date('2024-02-29T10:11:12Z'),
  ],
  [2, 42n, -0.5, null, 'b', null, false, '1999-12-31', new Date('1999-12-31T23:59:59Z')],
  [3, -7, 0, 2.25, 'c', 'x', null, null, null],
];

/** What the shared suite needs to know about one engine. */
export interface ConformanceTarget {
  engine: Engine;
  /** Connection URI of the database the fixture is created in. */
  uri: string;
  /** Schema holding the fixture; null for the engine's default. */
  schema: string | null;
  /** Native column type used in CREATE TABLE for each fixture column. */
  columnTypes: Record<FixtureColumn, string>;
  /** First day of the P1W grain. */
  weekStart: 'sunday' | 'monday';
  /** URIs that must fail to connect, with the error type they must map to. */
  connectionFailures: Array<{ label: string; uri: string; errorType: ErrorType }>;
  /** For engines with server-side cancel: a query running for ~30 s, tagged with `marker`. */
  slowQuery?(marker: string): string;
  /** How many statements tagged with `marker` the database still runs (checked after a cancel). */
  runningCount?(driver: Driver, marker: string): Promise<number>;
}

/** A name unique to this run, so parallel test files can share a database. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6).toString(36)}`;
}

function isoDay(v: unknown): string | null {
  const d = v instanceof Date ? v : typeof v === 'string' ? parseTemporal(v) : null;
  return d ? d.toISOString().slice(0, 10) : null;
}

/**
 * Registers the engine conformance cases in the current describe block: fixture table and view,
 * introspection, exact values through bound parameters, maxRows, streaming, error mapping, time grains,
 * connection failures and, where the engine can cancel, cancellation.
 */
export function describeConformance(target: ConformanceTarget): void {
  const { engine } = target;
  const q = engine.quoteIdentifier;
  const table = uniqueName('sl_conf');
  const view = `${table}_v`;
  const schema = target.schema;
  const qualified = (name: string) => (schema ? `${q(schema)}.${q(name)}` : q(name));
  const ph = (i: number) => (engine.paramStyle === 'qmark' ? '?' : `$${i}`);
  let driver: Driver;

  beforeAll(async () => {
    driver = await engine.connect(parseUri(target.uri));
    const defs = FIXTURE_COLUMNS.map(
      (c) => `${q(c)} ${target.columnTypes[c]}${c === 'id' ? ' PRIMARY KEY' : ''}`,
    );
    await driver.execute(`CREATE TABLE ${qualified(table)} (${defs.join(', ')})`);
    await driver.execute(
      `CREATE VIEW ${qualified(view)} AS SELECT ${q('id')}, ${q('label')}, ${q('day')} FROM ${qualified(table)}`,
    );
    const insert = `INSERT INTO ${qualified(table)} VALUES (${FIXTURE_COLUMNS.map((_, i) => ph(i + 1)).join(', ')})`;
    for (const row of FIXTURE_ROWS) await driver.execute(insert, { params: row });
  });

  afterAll(async () => {
    if (!driver) return;
    await driver.execute(`DROP VIEW IF EXISTS ${qualified(view)}`).catch(() => undefined);
    await driver.execute(`DROP TABLE IF EXISTS ${qualified(table)}`).catch(() => undefined);
    await driver.close();
  });

  const selectAll = () =>
    `SELECT ${FIXTURE_COLUMNS.map(q).join(', ')} FROM ${qualified(table)} ORDER BY ${q('id')}`;

  it('lists the schema, the table and the view', async () => {
    const schemas = await driver.introspector.schemas();
    expect(schemas).toContain(schema ?? engine.defaultSchema(parseUri(target.uri)));
    const tables = await driver.introspector.tables(schema);
    expect(tables).toContainEqual({ name: table, type: 'table' });
    expect(tables).toContainEqual({ name: view, type: 'view' });
  });

  it('introspects columns with generic types, isDttm and the primary key', async () => {
    const columns = await driver.introspector.columns(schema, table);
    expect(columns.map((c) => c.name)).toEqual([...FIXTURE_COLUMNS]);
    for (const c of columns) {
      expect({ name: c.name, generic: c.generic }).toEqual({
        name: c.name,
        generic: EXPECTED_GENERIC[c.name as FixtureColumn],
      });
      expect(c.isDttm).toBe(c.name === 'day' || c.name === 'created_at');
      expect(c.type).not.toBe('');
    }
    expect(columns.find((c) => c.name === 'id')?.nullable).toBe(false);
    expect(columns.find((c) => c.name === 'label')?.nullable).toBe(true);
    expect((await driver.introspector.primaryKey(schema, table))?.columnNames).toEqual(['id']);
    expect(await driver.introspector.foreignKeys(schema, table)).toEqual([]);
    expect((await driver.introspector.columns(schema, view)).map((c) => c.name)).toEqual([
      'id',
      'label',
      'day',
    ]);
  });

  it('throws TableNotFoundError for the columns of a missing table', async () => {
    await expect(driver.introspector.columns(schema, `${table}_missing`)).rejects.toBeInstanceOf(
      TableNotFoundError,
    );
  });

  it('returns exact values and typed result columns', async () => {
    const { columns, rows } = await driver.execute(selectAll());
    expect(columns.map((c) => c.name)).toEqual([...FIXTURE_COLUMNS]);
    expect(Object.fromEntries(columns.map((c) => [c.name, c.generic]))).toEqual(EXPECTED_GENERIC);
    expect(rows).toEqual([
      [
        1,
        '9007199254740993',
        12.34,
        1.5,
        TRICKY_TEXT,
        'first row',
        true,
        new Date('2024-02-29T00:00:00Z'),
        new Date('2024-02-29T10:11:12Z'),
      ],
      [
        2,
        42,
        -0.5,
        null,
        'b',
        null,
        false,
        new Date('1999-12-31T00:00:00Z'),
        new Date('1999-12-31T23:59:59Z'),
      ],
      [3, -7, 0, 2.25, 'c', 'x', null, null, null],
    ]);
  });

  it('binds parameters (a quote and Unicode round-trip)', async () => {
    const sql = `SELECT ${q('id')}, ${q('label')} FROM ${qualified(table)} WHERE ${q('label')} = ${ph(1)} AND ${q('id')} > ${ph(2)}`;
    const { rows } = await driver.execute(sql, { params: [TRICKY_TEXT, 0] });
    expect(rows).toEqual([[1, TRICKY_TEXT]]);
    const none = await driver.execute(sql, { params: [`${TRICKY_TEXT}' OR '1'='1`, 0] });
    expect(none.rows).toEqual([]);
  });

  it('honours maxRows, also 0 (columns without rows)', async () => {
    expect((await driver.execute(selectAll(), { maxRows: 2 })).rows.map((r) => r[0])).toEqual([
      1, 2,
    ]);
    const empty = await driver.execute(selectAll(), { maxRows: 0 });
    expect(empty.rows).toEqual([]);
    expect(empty.columns.map((c) => c.name)).toEqual([...FIXTURE_COLUMNS]);
  });

  it('streams the same rows as execute', async () => {
    expect(driver.stream).toBeDefined();
    const rows: unknown[][] = [];
    for await (const batch of driver.stream!(selectAll(), { maxRows: 3 })) rows.push(...batch.rows);
    expect(rows).toEqual((await driver.execute(selectAll())).rows);
  });

  it('maps bad SQL, missing tables and missing columns to SIP-40 error types', async () => {
    const errorOf = async (sql: string) => {
      const err = await driver.execute(sql).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(EngineError);
      return (err as EngineError).errorType;
    };
    expect(await errorOf('SELEC 1')).toBe('SYNTAX_ERROR');
    expect(await errorOf(`SELECT * FROM ${qualified(`${table}_missing`)}`)).toBe(
      'TABLE_DOES_NOT_EXIST_ERROR',
    );
    expect(await errorOf(`SELECT ${q('no_such_column')} FROM ${qualified(table)}`)).toBe(
      'COLUMN_DOES_NOT_EXIST_ERROR',
    );
  });

  it('runs every time grain expression', async () => {
    const days: Record<string, string> = {};
    for (const [grain, template] of Object.entries(engine.timeGrains)) {
      const expr = template.replaceAll('{col}', q('created_at'));
      const { rows } = await driver.execute(
        `SELECT ${expr} AS g FROM ${qualified(table)} WHERE ${q('id')} = 1`,
      );
      expect(rows, grain).toHaveLength(1);
      days[grain] = isoDay(rows[0]![0]) ?? 'unparsable';
    }
    expect(days.P1D).toBe('2024-02-29');
    expect(days.P1W).toBe(target.weekStart === 'sunday' ? '2024-02-25' : '2024-02-26');
    expect(days.P1M).toBe('2024-02-01');
    expect(days.P3M).toBe('2024-01-01');
    expect(days.P1Y).toBe('2024-01-01');
  });

  it('parses python_date_format patterns (integer years, strings) into timestamps a grain can truncate', async () => {
    const sqlx = engine.sql;
    const cases: Array<[text: string, format: string, parsed: string, month: string]> = [
      [sqlx.castToString('2006'), '%Y', '2006-01-01T00:00:00', '2006-01-01'],
      [sqlx.quoteString('20240229'), '%Y%m%d', '2024-02-29T00:00:00', '2024-02-01'],
      [sqlx.quoteString('29/02/2024'), '%d/%m/%Y', '2024-02-29T00:00:00', '2024-02-01'],
      [
        sqlx.quoteString('2024-02-29 10:11:12'),
        '%Y-%m-%d %H:%M:%S',
        '2024-02-29T10:11:12',
        '2024-02-01',
      ],
    ];
    const iso = (v: unknown) =>
      (v instanceof Date ? v : typeof v === 'string' ? parseTemporal(v) : null)
        ?.toISOString()
        .slice(0, 19);
    for (const [text, format, parsed, month] of cases) {
      const expr = sqlx.parseTimestamp(text, format);
      expect(expr, format).not.toBeNull();
      const grained = engine.timeGrains.P1M!.replaceAll('{col}', expr!);
      const { rows } = await driver.execute(`SELECT ${expr} AS t, ${grained} AS m`);
      expect([iso(rows[0]![0]), isoDay(rows[0]![1])], format).toEqual([parsed, month]);
    }
  });

  it('rejects with an AbortError when the signal already fired', async () => {
    const err = await driver.execute('SELECT 1', { signal: AbortSignal.abort() }).then(
      () => null,
      (e: unknown) => e,
    );
    expect((err as Error).name).toBe('AbortError');
  });

  for (const failure of target.connectionFailures) {
    it(`maps a failed connection (${failure.label}) to ${failure.errorType}`, async () => {
      const err = await engine.connect(parseUri(failure.uri)).then(
        async (d) => {
          await d.close();
          return null;
        },
        (e: unknown) => e,
      );
      expect(err, 'connect should fail').not.toBeNull();
      expect(classifyError(engine, err).errorType).toBe(failure.errorType);
    });
  }

  if (target.slowQuery) {
    it('cancels a running query when the signal aborts', async () => {
      const marker = uniqueName('sl_cancel');
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      const started = Date.now();
      const err = await driver
        .execute(target.slowQuery!(marker), { signal: controller.signal })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect((err as Error | null)?.name).toBe('AbortError');
      expect(Date.now() - started).toBeLessThan(3_000);
      if (target.runningCount) expect(await target.runningCount(driver, marker)).toBe(0);
      // The driver stays usable after a cancel.
      expect((await driver.execute('SELECT 1 AS one')).rows).toEqual([[1]]);
    });
  }
}
