import { describe, expect, it } from 'vitest';
import { formatUri, maskUri, parseUri } from './uri.ts';

describe('parseUri', () => {
  it('parses network URIs with drivers, credentials, ports and query', () => {
    const p = parseUri(
      'postgresql+psycopg2://al%40ice:p%3Ass@db.example.com:5433/sales?sslmode=require',
    );
    expect(p).toEqual({
      dialect: 'postgresql',
      driver: 'psycopg2',
      username: 'al@ice',
      password: 'p:ss',
      host: 'db.example.com',
      port: 5433,
      database: 'sales',
      query: { sslmode: 'require' },
    });
  });
  it('parses file URIs the SQLAlchemy way', () => {
    expect(parseUri('sqlite:////abs/path.db').database).toBe('/abs/path.db');
    expect(parseUri('sqlite:///rel.db').database).toBe('rel.db');
    expect(parseUri('duckdb://').database).toBe('');
  });
  it('rejects garbage and bad ports', () => {
    expect(() => parseUri('not a uri')).toThrow();
    expect(() => parseUri('mysql://u@h:99999/db')).toThrow();
  });
  it('masks and round-trips', () => {
    expect(maskUri('mysql://root:secret@127.0.0.1:3306/test')).toBe(
      'mysql://root:XXXXXXXXXX@127.0.0.1:3306/test',
    );
    expect(formatUri(parseUri('postgresql://u:p@h/db'), null)).toBe('postgresql://u@h/db');
    expect(formatUri(parseUri('sqlite:////tmp/x.db'))).toBe('sqlite:////tmp/x.db');
  });
});
