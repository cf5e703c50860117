import { describe, expect, it } from 'vitest';
import { assertNoFileAccess, fileAccessOf } from './sqlite-file-guard.ts';

describe('fileAccessOf', () => {
  it('finds ATTACH, VACUUM INTO and load_extension in any case, after comments and EXPLAIN', () => {
    expect(fileAccessOf("ATTACH '/tmp/x.db' AS x")).toBe('ATTACH');
    expect(fileAccessOf("  attach database '/tmp/x.db' as x")).toBe('ATTACH');
    expect(fileAccessOf("-- hi\n/* there */ ATTACH '/tmp/x.db' AS x")).toBe('ATTACH');
    expect(fileAccessOf("SELECT 1; ATTACH '/tmp/x.db' AS x")).toBe('ATTACH');
    expect(fileAccessOf("EXPLAIN QUERY PLAN ATTACH '/tmp/x.db' AS x")).toBe('ATTACH');
    expect(fileAccessOf("VACUUM main INTO '/tmp/copy.db'")).toBe('VACUUM INTO');
    expect(fileAccessOf("SELECT LOAD_EXTENSION ('/tmp/x.so')")).toBe('load_extension()');
  });

  it('leaves the same words inside literals, quoted names and comments alone', () => {
    expect(fileAccessOf('SELECT \'ATTACH x\' AS w, "attach" FROM t -- ATTACH y')).toBeNull();
    expect(fileAccessOf("SELECT 'load_extension(1)' /* VACUUM INTO 'x' */")).toBeNull();
    expect(fileAccessOf('VACUUM')).toBeNull();
    expect(fileAccessOf('SELECT attach_count FROM t')).toBeNull();
  });

  it('throws a 400 SIP-40 error naming the statement', () => {
    expect(() => assertNoFileAccess("ATTACH 'x' AS y", 'SQLite')).toThrow(
      /ATTACH is not allowed on SQLite databases/,
    );
    expect(() => assertNoFileAccess("ATTACH 'x' AS y", 'SQLite')).toThrow(
      expect.objectContaining({ status: 400, errorType: 'GENERIC_DB_ENGINE_ERROR' }),
    );
  });
});
