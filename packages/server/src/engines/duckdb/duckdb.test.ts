import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { parseUri } from '../uri.ts';
import { describeConformance } from '../testing/conformance.ts';
import { duckdbEngine } from './duckdb-engine.ts';
import { duckdbInstanceOptions } from './duckdb-driver.ts';

const dir = mkdtempSync(join(tmpdir(), 'sightline-duckdb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('duckdb engine', () => {
  describeConformance({
    engine: duckdbEngine,
    uri: `duckdb:///${join(dir, 'conformance.duckdb')}`,
    schema: 'main',
    columnTypes: {
      id: 'INTEGER',
      big: 'BIGINT',
      amount: 'DECIMAL(10,2)',
      ratio: 'DOUBLE',
      label: 'VARCHAR(50)',
      notes: 'TEXT',
      flag: 'BOOLEAN',
      day: 'DATE',
      created_at: 'TIMESTAMP',
    },
    weekStart: 'monday',
    connectionFailures: [
      {
        label: 'missing directory',
        uri: `duckdb:///${join(dir, 'missing', 'x.duckdb')}`,
        errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      },
    ],
    slowQuery: (marker) =>
      `SELECT count(*) AS ${marker} FROM range(100000000000) t(a) WHERE a % 7 = 3`,
  });

  it('shares one instance with other opens of the same file (the examples loader)', async () => {
    const path = join(dir, 'shared.duckdb');
    const driver = await duckdbEngine.connect(parseUri(`duckdb:///${path}`));
    await driver.execute('CREATE TABLE shared_t AS SELECT 42 AS answer');
    const other = await (await DuckDBInstance.fromCache(path, duckdbInstanceOptions())).connect();
    const reader = await other.runAndReadAll('SELECT answer FROM shared_t');
    expect(reader.getRowsJS()).toEqual([[42]]);
    other.closeSync();
    await driver.close();
  });

  it('keeps in-memory databases apart and converts nested, wide and time values', async () => {
    const a = await duckdbEngine.connect(parseUri('duckdb://'));
    const b = await duckdbEngine.connect(parseUri('duckdb:///:memory:'));
    await a.execute('CREATE TABLE only_in_a (i INTEGER)');
    await expect(b.execute('SELECT * FROM only_in_a')).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
    const { columns, rows } = await a.execute(
      "SELECT [1, 2]::BIGINT[] AS l, {'k': 170141183460469231731687303715884105727::HUGEINT} AS s, TIME '10:11:12.5' AS t, ? AS d",
      { params: [new Date('2024-02-29T10:11:12Z')] },
    );
    expect(columns.map((c) => [c.type, c.generic])).toEqual([
      ['BIGINT[]', 1],
      ['STRUCT("k" HUGEINT)', 1],
      ['TIME', 2],
      ['TIMESTAMP', 2],
    ]);
    expect(rows).toEqual([
      [
        [1, 2],
        { k: '170141183460469231731687303715884105727' },
        '10:11:12.500000',
        new Date('2024-02-29T10:11:12Z'),
      ],
    ]);
    await a.close();
    await b.close();
  });

  it('lists schemas, foreign keys and indexes', async () => {
    const d = await duckdbEngine.connect(parseUri('duckdb://'));
    await d.execute(`CREATE SCHEMA s; CREATE TABLE s.p (id INTEGER PRIMARY KEY);
      CREATE TABLE s.c (id INTEGER, pid INTEGER REFERENCES s.p (id)); CREATE INDEX c_pid ON s.c (pid, id)`);
    expect(await d.introspector.schemas()).toEqual(['main', 's']);
    expect(await d.introspector.foreignKeys('s', 'c')).toEqual([
      {
        name: expect.any(String),
        columnNames: ['pid'],
        referredSchema: 's',
        referredTable: 'p',
        referredColumns: ['id'],
      },
    ]);
    expect(await d.introspector.indexes('s', 'c')).toEqual([
      { name: 'c_pid', columnNames: ['pid', 'id'] },
    ]);
    await d.close();
  });
});
