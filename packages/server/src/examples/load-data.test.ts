import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableNameForFile } from './data-files.ts';
import {
  duckdbTarget,
  loadDataDir,
  sqliteTarget,
  type ClosableLoadTarget,
  type LoadedTable,
} from './load-data.ts';

// The repo root is four levels up from src/examples; shared data lives beside it.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const sharedDir = process.env.SIGHTLINE_SHARED_DIR ?? resolve(repoRoot, '..', 'shared');
const examplesDir = join(sharedDir, 'data', 'examples');
const hasExamples = existsSync(examplesDir);
const pgUrl = process.env.SIGHTLINE_TEST_PG_URL;

// Row counts of the README table, except where the files disagree with it: covid_vaccines holds 265
// records (268 is its line count; quoted fields span lines) and video_game_sales 16,595 (ranks have
// gaps). fcc_survey_2018 and unicode_test were counted with Python's csv module.
const EXPECTED_ROWS: Record<string, number> = {
  bart_lines: 5,
  birth_france_data_for_country_map: 96,
  birth_names2: 75_691,
  covid_vaccines: 265,
  energy: 85,
  fcc_survey_2018: 28_397,
  multiformat_time_series: 800,
  random_time_series: 50_000,
  sales: 2_823,
  tutorial_flights: 2_954,
  unicode_test: 41,
  video_game_sales: 16_595,
};

const tmp = mkdtempSync(join(tmpdir(), 'sightline-load-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A tiny directory exercising names, quoting, null tokens, time zones and nested JSON. */
function writeOddFiles(): string {
  const dir = join(tmp, 'odd');
  mkdirSync(dir, { recursive: true });
  const csv = [
    'Name,name,"Value (USD)",Flag,When,Zip,Score',
    `"O'Brien""; DROP TABLE x; --",b,1.5,true,2024-01-02T03:04:05+02:00,00123,NA`,
    '"multi\nline",c,2,FALSE,2024-01-03 00:00:00,04567,7',
    ',d,,,,,',
  ].join('\r\n');
  writeFileSync(join(dir, 'Odd Name!.csv'), csv);
  const json = [
    { id: 1, tags: ['a', 'b'], meta: { k: 'v' }, note: null },
    { id: 2, tags: [], note: 'ok' },
  ];
  writeFileSync(join(dir, 'nested.json.gz'), gzipSync(JSON.stringify(json)));
  writeFileSync(join(dir, 'README.md'), 'not data');
  return dir;
}
const oddDir = writeOddFiles();

type Rows = Record<string, unknown>[];

interface EngineHarness {
  open(): Promise<ClosableLoadTarget>;
  columnsSql: string;
  timestampType: string;
  /** Files to load from the examples directory (all when undefined). */
  onlyFiles?: string[];
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A PostgreSQL LoadTarget on one client, inside a fresh schema that close() drops. */
async function pgTarget(url: string): Promise<ClosableLoadTarget> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const schema = `sightline_load_test_${process.pid}_${Date.now()}`;
  await client.query(`CREATE SCHEMA ${quote(schema)}`);
  await client.query(`SET search_path TO ${quote(schema)}`);
  return {
    dialect: 'postgresql',
    quoteIdentifier: quote,
    async execute(sql, params) {
      return (await client.query(sql, params)).rows;
    },
    async close() {
      try {
        await client.query(`DROP SCHEMA ${quote(schema)} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

function describeEngine(name: string, harness: EngineHarness, isEnabled: boolean): void {
  describe.skipIf(!isEnabled)(`loadDataDir into ${name}`, () => {
    let target: ClosableLoadTarget;
    let loaded: LoadedTable[] = [];
    const query = async (sql: string, params?: unknown[]): Promise<Rows> =>
      (await target.execute(sql, params)) as Rows;
    const placeholder = name === 'postgresql' ? '$1' : '?';
    const columns = async (table: string): Promise<Record<string, string>> => {
      const rows = await query(harness.columnsSql.replace('?', placeholder), [table]);
      return Object.fromEntries(rows.map((r) => [String(r.name), String(r.type)]));
    };

    beforeAll(async () => {
      target = await harness.open();
      if (hasExamples) {
        const started = performance.now();
        loaded = await loadDataDir(examplesDir, target, { onlyFiles: harness.onlyFiles });
        console.log(
          `${name}: loaded ${loaded.length} example files in ${Math.round(performance.now() - started)} ms`,
        );
      }
    }, 60_000);
    afterAll(async () => {
      await target?.close();
    });

    it('loads names, quotes, null tokens, time zones and nested JSON from a small directory', async () => {
      const result = await loadDataDir(oddDir, target);
      expect(result).toEqual([
        { table: 'nested', rows: 2 },
        { table: 'odd_name', rows: 3 },
      ]);
      expect(Object.keys(await columns('odd_name'))).toEqual([
        'name',
        'name_2',
        'value_usd',
        'flag',
        'when',
        'zip',
        'score',
      ]);
      const rows = await query(
        `SELECT name, name_2, value_usd, CASE WHEN flag THEN 1 WHEN NOT flag THEN 0 END AS flag,
          CAST("when" AS VARCHAR) AS "when", zip, score FROM odd_name ORDER BY name_2`,
      );
      expect(
        rows.map((r) => ({
          ...r,
          value_usd: r.value_usd === null ? null : Number(r.value_usd),
          score: r.score === null ? null : Number(r.score),
          flag: r.flag === null ? null : Number(r.flag),
        })),
      ).toEqual([
        {
          name: `O'Brien"; DROP TABLE x; --`,
          name_2: 'b',
          value_usd: 1.5,
          flag: 1,
          when: '2024-01-02 01:04:05',
          zip: '00123',
          score: null,
        },
        {
          name: 'multi\nline',
          name_2: 'c',
          value_usd: 2,
          flag: 0,
          when: '2024-01-03 00:00:00',
          zip: '04567',
          score: 7,
        },
        {
          name: null,
          name_2: 'd',
          value_usd: null,
          flag: null,
          when: null,
          zip: null,
          score: null,
        },
      ]);
      const nested = await query(
        'SELECT id, CAST(tags AS VARCHAR) AS tags, CAST(meta AS VARCHAR) AS meta, note FROM nested ORDER BY id',
      );
      expect(
        nested.map((r) => ({
          id: Number(r.id),
          tags: JSON.parse(String(r.tags)),
          meta: r.meta === null ? null : JSON.parse(String(r.meta)),
          note: r.note,
        })),
      ).toEqual([
        { id: 1, tags: ['a', 'b'], meta: { k: 'v' }, note: null },
        { id: 2, tags: [], meta: null, note: 'ok' },
      ]);
      // Loading again replaces the tables instead of appending.
      await loadDataDir(oddDir, target, { onlyFiles: ['odd_name'] });
      expect(Number((await query('SELECT count(*) AS n FROM odd_name'))[0].n)).toBe(3);
    });

    it.skipIf(!hasExamples)('loads every example file with the expected row counts', async () => {
      const expected = Object.entries(EXPECTED_ROWS)
        .filter(
          ([table]) =>
            !harness.onlyFiles || harness.onlyFiles.some((f) => tableNameForFile(f) === table),
        )
        .map(([table, rows]) => ({ table, rows }));
      expect(loaded).toEqual(expected);
      for (const { table, rows } of expected) {
        const [count] = await query(`SELECT count(*) AS n FROM ${quote(table)}`);
        expect([table, Number(count.n)]).toEqual([table, rows]);
      }
    });

    it.skipIf(!hasExamples)(
      'types sales.csv: US dates become timestamps, numbers numbers',
      async () => {
        const types = await columns('sales');
        expect(types.order_date).toBe(harness.timestampType);
        const [first] = await query(
          'SELECT CAST(order_date AS VARCHAR) AS d, quantity_ordered, price_each FROM sales WHERE order_number = 10107 AND order_line_number = 2',
        );
        expect(first.d).toBe('2003-02-24 00:00:00');
        expect(Number(first.quantity_ordered)).toBe(30);
        expect(Number(first.price_each)).toBe(95.7);
      },
    );

    it.skipIf(!hasExamples)('parses energy.json.gz values given as text into numbers', async () => {
      const source = JSON.parse(
        gunzipSync(readFileSync(join(examplesDir, 'energy.json.gz'))).toString(),
      ) as { value: string }[];
      const expected = source.reduce((a, r) => a + Number(r.value), 0);
      const [row] = await query(
        'SELECT sum(value) AS total, count(DISTINCT source) AS sources FROM energy',
      );
      expect(Number(row.total)).toBeCloseTo(expected, 6);
      expect(Number(row.sources)).toBeGreaterThan(10);
    });

    // A harness that loads only some files has no unicode_test table: the case is not registered for it.
    (harness.onlyFiles ? ((() => undefined) as unknown as typeof it) : it.skipIf(!hasExamples))(
      'normalises headers and round-trips unicode and nested values',
      async () => {
        const flights = await columns('tutorial_flights');
        expect(Object.keys(flights)).toContain('travel_class');
        expect(Object.keys(flights)).toContain('ticket_single_or_return');
        const classes = await query(
          'SELECT DISTINCT travel_class AS c FROM tutorial_flights ORDER BY 1',
        );
        expect(classes.map((r) => r.c)).toContain('Economy');
        const csvRows = parse(readFileSync(join(examplesDir, 'unicode_test.csv')), {
          columns: true,
        }) as { phrase: string }[];
        const phrases = (await query('SELECT phrase FROM unicode_test')).map((r) => r.phrase);
        expect(new Set(phrases)).toEqual(new Set(csvRows.map((r) => r.phrase)));
        expect(phrases).toContain('다람쥐 헌 쳇바퀴에 타고파');
        expect(phrases).toContain('視野無限廣，窗外有藍天');
        const [bart] = await query(
          "SELECT CAST(path AS VARCHAR) AS path FROM bart_lines WHERE name = 'Richmond - Millbrae'",
        );
        expect((JSON.parse(String(bart.path)) as number[][])[0]).toEqual([
          -122.3535851, 37.9360513,
        ]);
        const [games] = await query(
          'SELECT count(*) AS n FROM video_game_sales WHERE year IS NULL',
        );
        expect(Number(games.n)).toBe(271); // 'N/A' in an integer column
        const [births] = await query('SELECT min(ds) AS ds FROM birth_names2');
        expect(Number(births.ds)).toBe(-157766400000); // JSON epoch milliseconds stay numbers
        const fcc = await columns('fcc_survey_2018');
        expect(Object.keys(fcc)).toHaveLength(137);
        expect(fcc.time_start).toBe(harness.timestampType);
      },
    );
  });
}

describeEngine(
  'duckdb',
  {
    open: () => duckdbTarget(join(tmp, 'examples.duckdb')),
    columnsSql:
      'SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_name = ? ORDER BY ordinal_position',
    timestampType: 'TIMESTAMP',
  },
  true,
);

describeEngine(
  'sqlite',
  {
    open: () => sqliteTarget(join(tmp, 'examples.sqlite')),
    columnsSql: 'SELECT name, type FROM pragma_table_info(?) ORDER BY cid',
    timestampType: 'DATETIME',
  },
  true,
);

describeEngine(
  'postgresql',
  {
    open: () => pgTarget(pgUrl ?? ''),
    columnsSql: `SELECT column_name AS name, data_type AS type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`,
    timestampType: 'timestamp without time zone',
    onlyFiles: ['sales.csv', 'energy.json.gz'],
  },
  Boolean(pgUrl),
);
