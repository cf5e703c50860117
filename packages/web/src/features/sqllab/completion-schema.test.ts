import { describe, expect, it } from 'vitest';
import { PostgreSQL, StandardSQL, SQLite } from '@codemirror/lang-sql';
import { completionNamespace, completionSchemaName, dialectFor } from './completion-schema.ts';

describe('editor completion', () => {
  it('picks the dialect by backend', () => {
    expect(dialectFor('postgresql')).toBe(PostgreSQL);
    expect(dialectFor('sqlite')).toBe(SQLite);
    expect(dialectFor('duckdb')).toBe(StandardSQL);
  });

  it('puts tables and columns under the current schema', () => {
    expect(
      completionNamespace(['information_schema', 'main'], 'main', {
        sales: ['order_id', 'region'],
        flows: [],
      }),
    ).toEqual({
      information_schema: {},
      main: { sales: ['order_id', 'region'], flows: [] },
    });
  });

  it('defaults to main or public when no schema is chosen', () => {
    expect(completionSchemaName(null, ['information_schema', 'main'])).toBe('main');
    expect(completionSchemaName(null, ['information_schema', 'analytics'])).toBe('analytics');
    expect(completionSchemaName('x', ['main'])).toBe('x');
  });
});
