import { describe, expect, it } from 'vitest';
import { sanitizeClause, type ClauseKind } from './sanitize-clause.ts';
import { SqlClauseError } from './sql-clause-error.ts';
import { SQL_PARSER_DIALECTS, type SqlParserDialect } from './sql-parser-loader.ts';

const ALL = SQL_PARSER_DIALECTS;
const PG_FAMILY: SqlParserDialect[] = ['postgresql', 'duckdb'];

async function errorOf(promise: Promise<unknown>): Promise<SqlClauseError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof SqlClauseError) return err;
    throw err;
  }
  throw new Error('expected a SqlClauseError');
}

// [clause, kind, expected] accepted by every dialect with the same output.
const acceptedEverywhere: [string, ClauseKind, string][] = [
  ['count(*)', 'expression', 'COUNT(*)'],
  ['(net > 0)', 'where', '(net > 0)'],
  ['x = 1', 'where', 'x = 1'],
  ["col LIKE '%a%'", 'where', "col LIKE '%a%'"],
  ['amount * 2', 'expression', 'amount * 2'],
  ['COUNT(DISTINCT x)', 'expression', 'COUNT(DISTINCT x)'],
  ['count(distinct x)', 'expression', 'COUNT(DISTINCT x)'],
  ['SUM(a)/NULLIF(SUM(b),0)', 'expression', 'SUM(a)/NULLIF(SUM(b),0)'],
  [
    "CASE WHEN a > 1 THEN 'x;--' ELSE 'y' END",
    'expression',
    "CASE WHEN a > 1 THEN 'x;--' ELSE 'y' END",
  ],
  ["case when a > 1 then 'hi' end", 'expression', "CASE WHEN a > 1 THEN 'hi' END"],
  ["a = 'semi;colon' and b = 'dash--dash'", 'where', "a = 'semi;colon' AND b = 'dash--dash'"],
  ["a = 'it''s'", 'where', "a = 'it''s'"],
  ['x in (1, 2, 3)', 'where', 'x IN (1, 2, 3)'],
  ["x not in ('a', 'b') or y is null", 'where', "x NOT IN ('a', 'b') OR y IS NULL"],
  ['x between 1 and 2', 'where', 'x BETWEEN 1 AND 2'],
  ['coalesce(a, 0) + 1', 'expression', 'COALESCE(a, 0) + 1'],
  ['round(avg(price), 2)', 'expression', 'ROUND(AVG(price), 2)'],
  ['sum(amount) > 1000', 'having', 'SUM(amount) > 1000'],
  ['t.first = 1', 'where', 't.first = 1'],
  ['a = 1 /* block */ AND b = 2 -- tail', 'where', 'a = 1 AND b = 2'],
  ['  x\n  =\t1  ', 'where', 'x = 1'],
  ['a/**/+1', 'expression', 'a +1'],
  ['x = 1; -- trailing semicolons are dropped\n;', 'where', 'x = 1'],
  ['sum(amount)', 'orderby', 'SUM(amount)'],
  ['country', 'orderby', 'country'],
];

describe('sanitizeClause accepts normal clauses', () => {
  for (const dialect of ALL) {
    it.each(acceptedEverywhere)(`${dialect}: %j (%s)`, async (clause, kind, expected) => {
      expect(await sanitizeClause(clause, dialect, { kind })).toBe(expected);
    });
  }

  it.each(PG_FAMILY)(
    '%s: casts, ILIKE, intervals, E-strings and dollar quotes',
    async (dialect) => {
      expect(await sanitizeClause('x::date', dialect, { kind: 'expression' })).toBe('x::date');
      expect(
        await sanitizeClause('CAST(x AS numeric(10,2))', dialect, { kind: 'expression' }),
      ).toBe('CAST(x AS NUMERIC(10,2))');
      expect(await sanitizeClause("name ilike 'a%'", dialect, { kind: 'where' })).toBe(
        "name ILIKE 'a%'",
      );
      expect(
        await sanitizeClause("ts > now() - interval '1 day'", dialect, { kind: 'where' }),
      ).toBe("ts > NOW() - INTERVAL '1 day'");
      expect(await sanitizeClause("x = E'a\\'b'", dialect, { kind: 'where' })).toBe("x = E'a\\'b'");
      expect(await sanitizeClause("x = $$it's; -- fine$$", dialect, { kind: 'where' })).toBe(
        "x = $$it's; -- fine$$",
      );
      expect(await sanitizeClause('"Weird Col" > 3 -- c', dialect, { kind: 'where' })).toBe(
        '"Weird Col" > 3',
      );
      expect(await sanitizeClause('A.b = 1', dialect, { kind: 'where' })).toBe('A.b = 1');
    },
  );

  it('keeps quoted identifiers of each dialect as written', async () => {
    expect(await sanitizeClause('`weird col` = 1', 'mysql', { kind: 'where' })).toBe(
      '`weird col` = 1',
    );
    expect(await sanitizeClause('[weird col] = 1', 'sqlite', { kind: 'where' })).toBe(
      '[weird col] = 1',
    );
    expect(await sanitizeClause('"weird col" = 1', 'sqlite', { kind: 'where' })).toBe(
      '"weird col" = 1',
    );
  });

  it('mysql: double-quoted strings, # comments and `--` without a space', async () => {
    expect(await sanitizeClause('name = "bob" # comment', 'mysql', { kind: 'where' })).toBe(
      'name = "bob"',
    );
    expect(await sanitizeClause("x = 'a\\'b'", 'mysql', { kind: 'where' })).toBe("x = 'a\\'b'");
    // `a--1` is `a - -1` in MySQL; the two signs are kept apart so nothing reads a comment.
    expect(await sanitizeClause('a--1', 'mysql', { kind: 'expression' })).toBe('a- -1');
    // MySQL executable comments are dropped with the other comments.
    expect(await sanitizeClause('x = /*! 1 OR */ 1', 'mysql', { kind: 'where' })).toBe('x = 1');
  });

  it('allows sub-queries when ALLOW_ADHOC_SUBQUERY is on', async () => {
    expect(
      await sanitizeClause('x IN (SELECT id FROM t)', 'postgresql', {
        kind: 'where',
        allowSubqueries: true,
      }),
    ).toBe('x IN (SELECT id FROM t)');
    expect(
      await sanitizeClause('exists (select 1 from t)', 'sqlite', {
        kind: 'where',
        allowSubqueries: true,
      }),
    ).toBe('EXISTS (SELECT 1 FROM t)');
    // MySQL table names are case-sensitive: with a sub-query the text keeps its case.
    expect(
      await sanitizeClause('x in (select id from T)', 'mysql', {
        kind: 'where',
        allowSubqueries: true,
      }),
    ).toBe('x in (select id from T)');
  });
});

// [clause, kind] refused with "Invalid SQL clause: <clause>" by every dialect.
const invalidEverywhere: [string, ClauseKind][] = [
  ['1=1) OR (1=1', 'where'],
  ['x=1; DROP TABLE t', 'where'],
  [';', 'where'],
  ['x = 1; ;y', 'where'],
  ['(x = 1', 'where'],
  ["x = 'unterminated", 'where'],
  ['x = 1 /* open', 'where'],
  ['', 'where'],
  ['   ', 'having'],
  ['-- only a comment', 'where'],
  ['x FROM secrets', 'expression'],
  ['x AS y', 'expression'],
  ['a, b', 'expression'],
  ['x = 1 GROUP BY y', 'where'],
  ['amount DESC', 'orderby'],
  ['a, b', 'orderby'],
  ['x = = 1', 'where'],
];

describe('sanitizeClause refuses invalid clauses', () => {
  for (const dialect of ALL) {
    it.each(invalidEverywhere)(`${dialect}: %j (%s)`, async (clause, kind) => {
      const err = await errorOf(sanitizeClause(clause, dialect, { kind }));
      expect(err.message).toBe(`Invalid SQL clause: ${clause}`);
      expect(err.errorType).toBe('INVALID_SQL_ERROR');
      expect(err.status).toBe(400);
      expect(err.toBody()).toEqual({ message: `Invalid SQL clause: ${clause}` });
    });
  }

  it('postgresql: a backslash does not escape a quote, so the rest is code (and its comment goes)', async () => {
    // PostgreSQL reads 'a\' as a whole string; the parser alone would have read one long literal.
    expect(await sanitizeClause("x = 'a\\' OR 1=1 --'", 'postgresql', { kind: 'where' })).toBe(
      "x = 'a\\' OR 1=1",
    );
    const err = await errorOf(
      sanitizeClause("x = 'a\\' ) OR (1=1 '", 'postgresql', { kind: 'where' }),
    );
    expect(err.message).toBe("Invalid SQL clause: x = 'a\\' ) OR (1=1 '");
  });

  it('refuses syntax of other dialects', async () => {
    await expect(sanitizeClause("name ILIKE 'a%'", 'mysql', { kind: 'where' })).rejects.toThrow(
      "Invalid SQL clause: name ILIKE 'a%'",
    );
    await expect(sanitizeClause("E'x'", 'mysql', { kind: 'expression' })).rejects.toThrow(
      "Invalid SQL clause: E'x'",
    );
  });

  it('rejects an unknown dialect instead of falling back', async () => {
    await expect(
      sanitizeClause('x', 'oracle' as SqlParserDialect, { kind: 'where' }),
    ).rejects.toThrow('Unknown SQL dialect for the SQL parser: oracle');
  });
});

const subqueries = [
  'x IN (SELECT 1)',
  'EXISTS (SELECT id FROM t)',
  'x = (select max(y) from t)',
  'x IN (VALUES (1))',
  'x IN (SELECT 1) --',
];

describe('sanitizeClause refuses sub-queries', () => {
  for (const dialect of ALL) {
    it.each(subqueries)(`${dialect}: %j`, async (clause) => {
      const err = await errorOf(sanitizeClause(clause, dialect, { kind: 'where' }));
      expect(err.message).toBe('Custom SQL fields cannot contain sub-queries.');
      expect(err.errorType).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
    });
  }

  it('sqlite: a table-valued function on the right of IN reads a table', async () => {
    const err = await errorOf(
      sanitizeClause("x IN pragma_table_info('users')", 'sqlite', { kind: 'where' }),
    );
    expect(err.message).toBe('Custom SQL fields cannot contain sub-queries.');
  });

  it('does not mistake the word select inside a literal or quoted name for a sub-query', async () => {
    expect(await sanitizeClause("x = 'select 1'", 'sqlite', { kind: 'where' })).toBe(
      "x = 'select 1'",
    );
    expect(await sanitizeClause('"select" = 1', 'postgresql', { kind: 'where' })).toBe(
      '"select" = 1',
    );
  });
});
