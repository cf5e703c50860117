import { describe, expect, it } from 'vitest';
import type { SqlResults } from '../../api/sqllab-api.ts';
import {
  RESULTS_MAX_AGE_MS,
  loadStoredResult,
  pruneStoredResults,
  saveStoredResult,
  storedSizeKb,
} from './result-storage.ts';
import { testQueryDict } from './sqllab-test-fixtures.ts';

const column = {
  column_name: 't',
  name: 't',
  type: 'VARCHAR',
  is_dttm: false,
  type_generic: 1,
} as const;
const results = (text: string): SqlResults => ({
  query_id: 1,
  status: 'success',
  data: [{ t: text }],
  columns: [column],
  selected_columns: [column],
  expanded_columns: [],
  query: testQueryDict({ id: 'q', dbId: 1, sql: 'SELECT 1', state: 'success' }),
});

describe('stored results', () => {
  const now = 1_700_000_000_000;

  it('counts two bytes per character and 1024 bytes per KB', () => {
    expect(storedSizeKb('x'.repeat(510))).toBe(1); // 512 characters with the quotes
  });

  it('drops results older than 24 hours and keeps those just inside', () => {
    const kept = pruneStoredResults(
      {
        old: { savedAt: now - RESULTS_MAX_AGE_MS - 1, results: results('a') },
        fresh: { savedAt: now - RESULTS_MAX_AGE_MS, results: results('b') },
      },
      now,
    );
    expect(Object.keys(kept)).toEqual(['fresh']);
  });

  it('drops results larger than 1024 KB', () => {
    // 524,288 characters are exactly 1024 KB; the wrapper pushes this one over.
    const big = { savedAt: now, results: results('x'.repeat(524_288)) };
    const small = { savedAt: now, results: results('x'.repeat(500_000)) };
    expect(Object.keys(pruneStoredResults({ big, small }, now))).toEqual(['small']);
  });

  it('round-trips through local storage and forgets expired entries', () => {
    localStorage.clear();
    saveStoredResult('abc', results('kept'), now);
    expect(loadStoredResult('abc', now + 1000)?.data).toEqual([{ t: 'kept' }]);
    expect(loadStoredResult('abc', now + RESULTS_MAX_AGE_MS + 1)).toBeNull();
  });
});
