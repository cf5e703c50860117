import { describe, expect, it } from 'vitest';
import type { CachedEntry } from '../cache/index.ts';
import type { Datasource } from '../datasource.ts';
import type { QueryObject } from '../query-object.ts';
import { buildPayload, payloadJson } from './payload.ts';
import { newRun, type QueryEnv } from './stage.ts';

// A cached answer's JSON is sent as text with the table part made once per cached entry
// (#17 point 7); what the client reads must be exactly JSON.stringify of the payload.
const qo = {
  columns: ['region'],
  metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(sales)', label: 'total' }],
  fromDttm: null,
  toDttm: null,
} as unknown as QueryObject;
const env = {
  ds: { columns: [], metrics: [] } as unknown as Datasource,
  cacheTimeout: 300,
  compileOptions: {},
} as unknown as QueryEnv;
const entry: CachedEntry = {
  frame: {
    columns: ['region', 'total'],
    rows: [
      { region: 'EMEA', total: 12.5 },
      { region: 'APAC', total: 7 },
    ],
  },
  query: 'SELECT region, SUM(sales) AS total FROM sales GROUP BY region',
  appliedTemplateFilters: [],
  appliedFilterColumns: [],
  rejectedFilterColumns: [],
  annotationData: {},
  sqlRowcount: 2,
  dttm: 1_700_000_000,
};
const hit = () => {
  const run = newRun(qo);
  run.cacheKey = 'k1';
  run.cached = entry;
  return buildPayload(run, env, 'json');
};

describe('payloadJson', () => {
  it('is JSON.stringify of a cached payload, on the first hit and on later ones', () => {
    const first = hit();
    expect(JSON.parse(payloadJson(first))).toMatchObject({
      data: [
        { region: 'EMEA', total: 12.5 },
        { region: 'APAC', total: 7 },
      ],
      colnames: ['region', 'total'],
      is_cached: true,
      query: entry.query,
    });
    expect(payloadJson(first)).toBe(JSON.stringify(first));
    const second = hit();
    expect(second.data).toBe(first.data); // the table part is shared between hits
    expect(payloadJson(second)).toBe(JSON.stringify(second));
  });

  it('follows a payload changed after it was built (a guest loses the SQL, rows replaced)', () => {
    const guest = hit();
    delete guest.query;
    expect(payloadJson(guest)).toBe(JSON.stringify(guest));
    expect(payloadJson(guest)).not.toContain('SELECT');
    const replaced = hit();
    replaced.data = [{ region: 'LATAM', total: 1 }];
    expect(payloadJson(replaced)).toBe(JSON.stringify(replaced));
    expect(JSON.parse(payloadJson(replaced)).data).toEqual([{ region: 'LATAM', total: 1 }]);
  });

  it('serialises a payload it did not build as it is', () => {
    const other = { language: 'sql', query: 'SELECT 1;' };
    expect(payloadJson(other)).toBe(JSON.stringify(other));
  });
});
