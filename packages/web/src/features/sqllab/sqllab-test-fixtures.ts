import type { QueryDict } from '../../api/sqllab-api.ts';

/**
 * A whole QueryDict for SQL Lab's tests: a test names the fields it is about, the rest take the
 * values the server sends for a finished synchronous run of user 1 on database 1.
 */
export function testQueryDict(
  q: Pick<QueryDict, 'id' | 'dbId' | 'sql' | 'state'> & Partial<QueryDict>,
): QueryDict {
  return {
    changed_on: '',
    db: 'examples',
    endDttm: null,
    errorMessage: null,
    executedSql: null,
    queryId: 1,
    limit: null,
    limitingFactor: 'UNKNOWN',
    progress: 100,
    rows: null,
    catalog: null,
    schema: null,
    ctas: false,
    serverId: 1,
    sqlEditorId: null,
    startDttm: null,
    tab: null,
    tempSchema: null,
    tempTable: null,
    userId: 1,
    user: 'admin',
    resultsKey: null,
    trackingUrl: null,
    extra: {},
    ...q,
  };
}
