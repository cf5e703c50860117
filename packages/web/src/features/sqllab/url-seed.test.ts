import { describe, expect, it } from 'vitest';
import { datasetIdOfKey, urlRequest } from './url-seed.ts';

describe('SQL Lab address', () => {
  it('opens a tab from Superset sql, dbid and schema', () => {
    expect(urlRequest(new URLSearchParams('dbid=3&sql=SELECT%201&schema=main'))).toEqual({
      kind: 'seed',
      seed: { sql: 'SELECT 1', dbId: 3, schema: 'main', name: undefined },
    });
  });

  it('opens a tab from a datasource key with the dataset database', () => {
    const search = new URLSearchParams('datasourceKey=12__table&sql=SELECT%20*%20FROM%20t');
    expect(datasetIdOfKey(search.get('datasourceKey'))).toBe(12);
    expect(urlRequest(search, undefined, 4)).toEqual({
      kind: 'seed',
      seed: { sql: 'SELECT * FROM t', dbId: 4, schema: null },
    });
    // Until the dataset is known nothing opens.
    expect(urlRequest(search)).toBeNull();
  });

  it('prefers a permalink, then a saved query', () => {
    expect(urlRequest(new URLSearchParams('savedQueryId=9'), 'abc')).toEqual({
      kind: 'permalink',
      key: 'abc',
    });
    expect(urlRequest(new URLSearchParams('savedQueryId=9'))).toEqual({
      kind: 'savedQuery',
      id: 9,
    });
    expect(urlRequest(new URLSearchParams('savedQueryId=x'))).toBeNull();
  });
});
