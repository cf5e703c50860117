import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../engine-contract.ts';
import { describeConformance, uniqueName } from '../testing/conformance.ts';
import { formatUri, parseUri } from '../uri.ts';
import { mysqlEngine } from './mysql-engine.ts';

/** e.g. mysql://root@127.0.0.1:3306/test; unset = skipped, set but unreachable = failing. */
const url = process.env.SIGHTLINE_TEST_MYSQL_URL;

/** The test URL with some parts replaced. */
function variant(patch: Partial<ReturnType<typeof parseUri>>): string {
  return url ? formatUri({ ...parseUri(url), ...patch }) : '';
}

describe.skipIf(!url)('mysql engine', () => {
  describeConformance({
    engine: mysqlEngine,
    uri: url!,
    schema: url ? parseUri(url).database : null,
    columnTypes: {
      id: 'INT',
      big: 'BIGINT',
      amount: 'DECIMAL(10,2)',
      ratio: 'DOUBLE',
      label: 'VARCHAR(50)',
      notes: 'TEXT',
      flag: 'BOOLEAN',
      day: 'DATE',
      created_at: 'TIMESTAMP NULL',
    },
    weekStart: 'sunday',
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
        label: 'bad password',
        uri: variant({ password: 'definitely-wrong' }),
        errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
      },
      {
        label: 'unknown database',
        uri: variant({ database: 'sightline_no_such_db' }),
        errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      },
    ],
    slowQuery: (marker) => `SELECT SLEEP(30) AS ${marker}`,
    runningCount: async (driver, marker) => {
      const { rows } = await driver.execute(
        'SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID <> CONNECTION_ID() AND INFO LIKE ?',
        { params: [`%${marker}%`] },
      );
      return rows[0]![0] as number;
    },
  });

  describe('specifics', () => {
    const table = uniqueName('sl_my');
    let driver: Driver;
    beforeAll(async () => {
      driver = await mysqlEngine.connect(parseUri(url!));
      await driver.execute(`CREATE TABLE ${table}_p (id INT PRIMARY KEY) COMMENT 'parents'`);
      await driver.execute(
        `CREATE TABLE ${table}_c (id INT, pid INT, bits BIT(4), at DATETIME(3), CONSTRAINT ${table}_fk FOREIGN KEY (pid) REFERENCES ${table}_p (id), INDEX ${table}_ix (pid, id))`,
      );
    });
    afterAll(async () => {
      await driver?.execute(`DROP TABLE IF EXISTS ${table}_c`).catch(() => undefined);
      await driver?.execute(`DROP TABLE IF EXISTS ${table}_p`).catch(() => undefined);
      await driver?.close();
    });

    it('introspects foreign keys, indexes, comments and the default schema', async () => {
      expect(await driver.introspector.foreignKeys(null, `${table}_c`)).toEqual([
        {
          name: `${table}_fk`,
          columnNames: ['pid'],
          referredSchema: parseUri(url!).database,
          referredTable: `${table}_p`,
          referredColumns: ['id'],
        },
      ]);
      expect(await driver.introspector.indexes(null, `${table}_c`)).toEqual([
        { name: `${table}_ix`, columnNames: ['pid', 'id'] },
      ]);
      expect(await driver.introspector.tableComment!(null, `${table}_p`)).toBe('parents');
      const at = (await driver.introspector.columns(null, `${table}_c`)).find(
        (c) => c.name === 'at',
      );
      expect(at).toMatchObject({ type: 'DATETIME(3)', isDttm: true });
    });

    it('converts BIT, fractional DATETIME, zero dates and Date parameters', async () => {
      await driver.execute(`INSERT INTO ${table}_p VALUES (1)`);
      await driver.execute(`INSERT INTO ${table}_c VALUES (?, ?, b'1010', ?)`, {
        params: [1, 1, new Date('2024-02-29T10:11:12.345Z')],
      });
      const { rows } = await driver.execute(
        `SELECT bits, at, CAST('0000-00-00' AS DATE) AS z, TRUE AS t FROM ${table}_c`,
      );
      expect(rows).toEqual([[10, new Date('2024-02-29T10:11:12.345Z'), null, 1]]);
    });

    it('stops reading at maxRows on a large result and stays usable', async () => {
      // 100 000 rows from five digit tables (portable: no sequence engine, no recursion limit).
      const digits =
        '(SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
      const sql = `SELECT a.n + 10 * b.n + 100 * c.n + 1000 * d.n + 10000 * e.n + 1 AS seq
        FROM ${digits} a, ${digits} b, ${digits} c, ${digits} d, ${digits} e ORDER BY seq`;
      const sizes: number[] = [];
      for await (const batch of driver.stream!(sql, { maxRows: 1500 }))
        sizes.push(batch.rows.length);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(1500);
      expect((await driver.execute(sql, { maxRows: 3 })).rows).toEqual([[1], [2], [3]]);
      expect((await driver.execute('SELECT 7')).rows).toEqual([[7]]);
    });
  });
});
