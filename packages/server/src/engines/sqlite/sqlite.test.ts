import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseUri } from '../uri.ts';
import { describeConformance } from '../testing/conformance.ts';
import { sqliteEngine } from './sqlite-engine.ts';
import { sqliteTarget, toSqliteParam } from './sqlite-driver.ts';

const dir = mkdtempSync(join(tmpdir(), 'sightline-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sqlite engine', () => {
  describeConformance({
    engine: sqliteEngine,
    uri: `sqlite:///${join(dir, 'conformance.db')}`,
    schema: null,
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
    weekStart: 'sunday',
    connectionFailures: [
      {
        label: 'missing directory',
        uri: `sqlite:///${join(dir, 'missing', 'x.db')}`,
        errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      },
    ],
  });

  it('opens in-memory databases for an empty path and read-only files for ?mode=ro', async () => {
    expect(sqliteTarget(parseUri('sqlite://'))).toBe(':memory:');
    expect(sqliteTarget(parseUri('sqlite:///:memory:'))).toBe(':memory:');
    const path = join(dir, 'ro.db');
    const rw = await sqliteEngine.connect(parseUri(`sqlite:///${path}`));
    await rw.execute('CREATE TABLE t (i INTEGER)');
    await rw.close();
    const ro = await sqliteEngine.connect(parseUri(`sqlite:///${path}?mode=ro`));
    await expect(ro.execute('INSERT INTO t VALUES (1)')).rejects.toThrow(/readonly/);
    await ro.close();
  });

  it('types expression columns by their values and week-ending grains land on the right day', async () => {
    const driver = await sqliteEngine.connect(parseUri('sqlite://'));
    const { columns, rows } = await driver.execute(
      `SELECT 1 + 1 AS n, 1.5 AS r, 'x' AS s, NULL AS z, ${sqliteEngine.timeGrains['P1W/1970-01-03T00:00:00Z']!.replaceAll('{col}', "'2024-02-29 10:00:00'")} AS sat`,
    );
    expect(columns.map((c) => [c.type, c.generic])).toEqual([
      ['INTEGER', 0],
      ['REAL', 0],
      ['TEXT', 1],
      ['NULL', 1],
      ['TEXT', 1],
    ]);
    expect(rows).toEqual([[2, 1.5, 'x', null, '2024-03-02 00:00:00']]);
    await driver.close();
  });

  it('converts parameters libsql cannot bind', () => {
    expect(toSqliteParam(true)).toBe(1);
    expect(toSqliteParam(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02 03:04:05');
    expect(toSqliteParam(undefined)).toBeNull();
    expect(() => toSqliteParam({})).toThrow(TypeError);
  });
});
