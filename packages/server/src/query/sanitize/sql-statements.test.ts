import { describe, expect, it } from 'vitest';
import { SqlClauseError } from './sql-clause-error.ts';
import { SQL_PARSER_DIALECTS } from './sql-parser-loader.ts';
import {
  isReadOnlyStatement,
  splitStatements,
  statementType,
  stripVirtualDatasetSql,
  validateVirtualDatasetSql,
} from './sql-statements.ts';

describe('splitStatements', () => {
  it('splits at semicolons outside literals and comments', () => {
    expect(splitStatements("SELECT 'a;b'; SELECT 2 -- x;y\n; /* ; */ SELECT 3", 'sqlite')).toEqual([
      "SELECT 'a;b'",
      'SELECT 2 -- x;y',
      '/* ; */ SELECT 3',
    ]);
  });

  it('drops empty and comment-only chunks', () => {
    expect(splitStatements('SELECT 1;;  ; -- done\n', 'postgresql')).toEqual(['SELECT 1']);
    expect(splitStatements('  ', 'mysql')).toEqual([]);
  });

  it('knows dollar quotes (PostgreSQL/DuckDB) and backslash escapes (MySQL)', () => {
    expect(splitStatements('SELECT $$a;b$$; SELECT 2', 'postgresql')).toEqual([
      'SELECT $$a;b$$',
      'SELECT 2',
    ]);
    expect(splitStatements('SELECT $t$a;b$t$', 'duckdb')).toEqual(['SELECT $t$a;b$t$']);
    expect(splitStatements("SELECT 'a\\';b'", 'mysql')).toEqual(["SELECT 'a\\';b'"]);
    // In PostgreSQL the backslash is an ordinary character: the string ends before the `;`.
    expect(splitStatements("SELECT 'a\\';b'", 'postgresql')).toEqual(["SELECT 'a\\'", "b'"]);
  });
});

describe('statementType', () => {
  it.each([
    ['select 1', 'SELECT'],
    ['(SELECT 1) UNION (SELECT 2)', 'SELECT'],
    ['WITH x AS (SELECT 1) SELECT * FROM x', 'SELECT'],
    ['WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x', 'SELECT'],
    ['WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x', 'INSERT'],
    ['delete from t', 'DELETE'],
    ['/* c */ update t set a = 1', 'UPDATE'],
    ['', null],
  ])('%j -> %s', (sql, expected) => {
    expect(statementType(sql, 'postgresql')).toBe(expected);
  });
});

describe('isReadOnlyStatement', () => {
  const readOnly = [
    'SELECT * FROM sales WHERE amount > 0',
    'with recent as (select * from sales) select * from recent',
    'VALUES (1), (2)',
    '(SELECT 1)',
    "SELECT 'insert into t' AS txt, t.update, replace(a, 'x', 'y'), truncate(b, 2) FROM t",
    'SELECT "delete" FROM t',
    'SELECT * FROM t FOR UPDATE',
    'SELECT * FROM t FOR NO KEY UPDATE',
    'EXPLAIN SELECT 1',
    'SHOW TABLES',
    '',
  ];
  const mutating = [
    'INSERT INTO t VALUES (1)',
    'UPDATE t SET a = 1',
    'DELETE FROM t',
    'DROP TABLE t',
    'CREATE TABLE t AS SELECT 1',
    'ALTER TABLE t ADD COLUMN c INT',
    'TRUNCATE t',
    'MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE',
    'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d',
    'WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x',
    'SELECT * INTO new_table FROM t',
    'EXPLAIN ANALYZE DELETE FROM t',
    'GRANT SELECT ON t TO bob',
    "ATTACH DATABASE 'x.db' AS x",
    'PRAGMA writable_schema = 1',
    'SET search_path = x',
    'VACUUM',
  ];
  for (const dialect of SQL_PARSER_DIALECTS) {
    it.each(readOnly)(`${dialect}: read-only %j`, (sql) =>
      expect(isReadOnlyStatement(sql, dialect)).toBe(true),
    );
    it.each(mutating)(`${dialect}: not read-only %j`, (sql) =>
      expect(isReadOnlyStatement(sql, dialect)).toBe(false),
    );
  }
});

describe('validateVirtualDatasetSql', () => {
  it('strips tabs, CR/LF, spaces and semicolons at both ends and returns the query', () => {
    expect(
      validateVirtualDatasetSql('\n\t SELECT * FROM sales WHERE amount > 0;\r\n', 'postgresql'),
    ).toBe('SELECT * FROM sales WHERE amount > 0');
    expect(validateVirtualDatasetSql('SELECT 1 -- trailing comment', 'sqlite')).toBe(
      'SELECT 1 -- trailing comment',
    );
    expect(stripVirtualDatasetSql(' ;;SELECT 1;; ')).toBe('SELECT 1');
  });

  it.each([
    ['', 'Virtual dataset query cannot be empty', 'INVALID_SQL_ERROR'],
    [' ;\n ', 'Virtual dataset query cannot be empty', 'INVALID_SQL_ERROR'],
    ['-- nothing here', 'Virtual dataset query cannot be empty', 'INVALID_SQL_ERROR'],
    [
      'SELECT 1; SELECT 2',
      'Virtual dataset query cannot consist of multiple statements',
      'INVALID_SQL_ERROR',
    ],
    [
      'SELECT 1; DROP TABLE t',
      'Virtual dataset query cannot consist of multiple statements',
      'INVALID_SQL_ERROR',
    ],
    ['DELETE FROM t', 'Virtual dataset query must be read-only', 'DML_NOT_ALLOWED_ERROR'],
    [
      'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d',
      'Virtual dataset query must be read-only',
      'DML_NOT_ALLOWED_ERROR',
    ],
    [
      'INSERT INTO t VALUES (1);',
      'Virtual dataset query must be read-only',
      'DML_NOT_ALLOWED_ERROR',
    ],
  ])('%j -> %s', (sql, message, errorType) => {
    let caught: unknown;
    try {
      validateVirtualDatasetSql(sql, 'postgresql');
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(SqlClauseError);
    expect((caught as SqlClauseError).message).toBe(message);
    expect((caught as SqlClauseError).errorType).toBe(errorType);
    expect((caught as SqlClauseError).status).toBe(400);
  });

  it('does not count a semicolon inside a literal or comment as a second statement', () => {
    expect(validateVirtualDatasetSql("SELECT ';' AS s /* ; */", 'mysql')).toBe(
      "SELECT ';' AS s /* ; */",
    );
  });
});
