import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../engine-contract.ts';
import { describeConformance, uniqueName } from '../testing/conformance.ts';
import { formatUri, parseUri } from '../uri.ts';
import { postgresqlEngine } from './postgresql-engine.ts';
import { isCursorable } from './postgresql-types.ts';

/** e.g. postgresql://postgres@127.0.0.1:5432/test; unset = skipped, set but unreachable = failing. */
const url = process.env.SIGHTLINE_TEST_PG_URL;

/** The test URL with some parts replaced. */
function variant(patch: Partial<ReturnType<typeof parseUri>>): string {
  return url ? formatUri({ ...parseUri(url), ...patch }) : '';
}

describe.skipIf(!url)('postgresql engine', () => {
  describeConformance({
    engine: postgresqlEngine,
    uri: url!,
    schema: 'public',
    columnTypes: {
      id: 'INTEGER',
      big: 'BIGINT',
      amount: 'NUMERIC(10,2)',
      ratio: 'DOUBLE PRECISION',
      label: 'VARCHAR(50)',
      notes: 'TEXT',
      flag: 'BOOLEAN',
      day: 'DATE',
      created_at: 'TIMESTAMP',
    },
    weekStart: 'monday',
    connectionFailures: [
      {
        label: 'closed port',
        uri: variant({ host: '127.0.0.1', port: 1 }),
        errorType: 'CONNECTION_PORT_CLOSED_ERROR',
      },
      {
        label: 'unknown host',
        uri: variant({ host: 'sightline-no-such-host.invalid' }),
        errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      },
      {
        label: 'unknown database',
        uri: variant({ database: 'sightline_no_such_db' }),
        errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      },
      {
        label: 'unknown role',
        uri: variant({ username: 'sightline_no_such_role' }),
        errorType: 'CONNECTION_INVALID_USERNAME_ERROR',
      },
    ],
    slowQuery: (marker) => `SELECT pg_sleep(30) AS ${marker}`,
    runningCount: async (driver, marker) => {
      const { rows } = await driver.execute(
        "SELECT count(*)::int FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND state = 'active' AND query LIKE $1",
        { params: [`%${marker}%`] },
      );
      return rows[0]![0] as number;
    },
  });

  describe('specifics', () => {
    const schema = uniqueName('sl_pg');
    let driver: Driver;
    beforeAll(async () => {
      driver = await postgresqlEngine.connect(parseUri(url!));
      await driver.execute(`CREATE SCHEMA ${schema}`);
      await driver.execute(`CREATE TABLE ${schema}.p (id INTEGER PRIMARY KEY, name TEXT)`);
      await driver.execute(
        `CREATE TABLE ${schema}.c (id INTEGER, pid INTEGER REFERENCES ${schema}.p (id), at TIMESTAMPTZ)`,
      );
      await driver.execute(`CREATE INDEX c_pid_idx ON ${schema}.c (pid, id)`);
      await driver.execute(`CREATE MATERIALIZED VIEW ${schema}.m AS SELECT id FROM ${schema}.p`);
    });
    afterAll(async () => {
      await driver?.execute(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await driver?.close();
    });

    it('introspects foreign keys, indexes, materialized views and other schemas', async () => {
      expect(await driver.introspector.schemas()).toContain(schema);
      expect(await driver.introspector.tables(schema)).toEqual([
        { name: 'c', type: 'table' },
        { name: 'm', type: 'materialized_view' },
        { name: 'p', type: 'table' },
      ]);
      expect(await driver.introspector.foreignKeys(schema, 'c')).toEqual([
        {
          name: 'c_pid_fkey',
          columnNames: ['pid'],
          referredSchema: schema,
          referredTable: 'p',
          referredColumns: ['id'],
        },
      ]);
      expect(await driver.introspector.indexes(schema, 'c')).toEqual([
        { name: 'c_pid_idx', columnNames: ['pid', 'id'] },
      ]);
      const at = (await driver.introspector.columns(schema, 'c')).find((c) => c.name === 'at');
      expect(at).toMatchObject({ type: 'TIMESTAMP WITH TIME ZONE', isDttm: true });
    });

    it('fetches through a cursor in batches and stops at maxRows', async () => {
      const sql = 'SELECT g, g::text AS s FROM generate_series(1, 2500) AS g';
      const sizes: number[] = [];
      for await (const batch of driver.stream!(sql, { maxRows: 2100 }))
        sizes.push(batch.rows.length);
      expect(sizes).toEqual([1000, 1000, 100]);
      const limited = await driver.execute(sql, { maxRows: 5 });
      expect(limited.rows).toEqual([
        [1, '1'],
        [2, '2'],
        [3, '3'],
        [4, '4'],
        [5, '5'],
      ]);
      expect(limited.columns.map((c) => c.type)).toEqual(['INTEGER', 'TEXT']);
    });

    it('reads timestamptz as an instant, and numeric/int8 as numbers', async () => {
      const { rows } = await driver.execute(
        "SELECT TIMESTAMPTZ '2024-02-29 10:11:12+02', 12345678901::int8, 9223372036854775807::int8, 1.25::numeric, $1::date",
        { params: ['2024-03-01'] },
      );
      expect(rows).toEqual([
        [
          new Date('2024-02-29T08:11:12Z'),
          12345678901,
          '9223372036854775807',
          1.25,
          new Date('2024-03-01T00:00:00Z'),
        ],
      ]);
    });

    it('cancels a streamed query', async () => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      const run = async () => {
        for await (const _ of driver.stream!('SELECT pg_sleep(30)', { signal: controller.signal }))
          void _;
      };
      await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
      expect((await driver.execute('SELECT 2')).rows).toEqual([[2]]);
    });

    // A live bad-password case cannot run here: the local server trusts 127.0.0.1, so any password
    // is accepted. The mapping of PostgreSQL's password error is covered in engine-errors.test.ts.
  });
});

describe('postgresql cursor eligibility', () => {
  it('uses a cursor only for single queries', () => {
    expect(isCursorable('  -- hi\n/* x */ (SELECT 1);')).toBe(true);
    expect(isCursorable('WITH a AS (SELECT 1) SELECT * FROM a')).toBe(true);
    expect(isCursorable('SELECT 1; SELECT 2')).toBe(false);
    expect(isCursorable('INSERT INTO t VALUES (1)')).toBe(false);
    expect(isCursorable('selection')).toBe(false);
  });
});
