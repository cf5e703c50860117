import { describe, expect, it } from 'vitest';
import { applyLimit, isLimitable, limitOf, resolveLimit } from './apply-limit.ts';

describe('SQL Lab limits', () => {
  it('appends a LIMIT on its own line, after a trailing comment', () => {
    expect(applyLimit('SELECT * FROM t', 11, 'postgresql')).toBe('SELECT * FROM t\nLIMIT 11');
    expect(applyLimit('SELECT * FROM t -- all of it\n', 11, 'sqlite')).toBe(
      'SELECT * FROM t -- all of it\nLIMIT 11',
    );
  });

  it('replaces the top-level literal LIMIT only', () => {
    expect(
      applyLimit('SELECT * FROM (SELECT * FROM t LIMIT 5) s LIMIT 50 OFFSET 2', 11, 'duckdb'),
    ).toBe('SELECT * FROM (SELECT * FROM t LIMIT 5) s LIMIT 11 OFFSET 2');
    expect(applyLimit('WITH x AS (SELECT 1 LIMIT 3) SELECT * FROM x', 11, 'postgresql')).toBe(
      'WITH x AS (SELECT 1 LIMIT 3) SELECT * FROM x\nLIMIT 11',
    );
    expect(applyLimit('SELECT * FROM t LIMIT 10, 20', 11, 'mysql')).toBe(
      'SELECT * FROM t LIMIT 10, 11',
    );
    expect(applyLimit('SELECT * FROM t LIMIT ALL', 11, 'postgresql')).toBe(
      'SELECT * FROM t LIMIT 11',
    );
    // Not a literal: left alone (the driver's maxRows still bounds the rows read).
    expect(applyLimit('SELECT * FROM t LIMIT $1', 11, 'postgresql')).toBe(
      'SELECT * FROM t LIMIT $1',
    );
    expect(applyLimit("SELECT 'LIMIT 5' AS x", 11, 'postgresql')).toBe(
      "SELECT 'LIMIT 5' AS x\nLIMIT 11",
    );
  });

  it('reads the statement limit', () => {
    expect(limitOf('SELECT 1', 'postgresql')).toBeNull();
    expect(limitOf('SELECT 1 LIMIT 7', 'postgresql')).toBe(7);
    expect(limitOf('SELECT 1 LIMIT ALL', 'postgresql')).toBeNull();
    expect(limitOf('SELECT 1 LIMIT $1', 'postgresql')).toBeUndefined();
  });

  it('knows which statements take a LIMIT', () => {
    expect(isLimitable('WITH x AS (SELECT 1) SELECT * FROM x', 'postgresql')).toBe(true);
    expect(isLimitable('(SELECT 1) UNION (SELECT 2)', 'postgresql')).toBe(true);
    expect(isLimitable('FROM t', 'duckdb')).toBe(true);
    expect(isLimitable('SHOW TABLES', 'duckdb')).toBe(false);
    expect(isLimitable('EXPLAIN SELECT 1', 'postgresql')).toBe(false);
    expect(isLimitable('WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x', 'postgresql')).toBe(
      false,
    );
  });

  it('resolves the limiting factor as Superset does', () => {
    expect(resolveLimit(null, 1000)).toEqual({ limit: 1000, factor: 'DROPDOWN' });
    expect(resolveLimit(5000, 1000)).toEqual({ limit: 1000, factor: 'DROPDOWN' });
    expect(resolveLimit(10, 1000)).toEqual({ limit: 10, factor: 'QUERY' });
    expect(resolveLimit(1000, 1000)).toEqual({ limit: 1000, factor: 'QUERY_AND_DROPDOWN' });
  });
});
