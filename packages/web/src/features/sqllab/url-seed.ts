import type { EditorSeed } from './editor-model.ts';

/** What the /sqllab/ address asks for when the page opens (docs/api.md §2.4 page routes). */
export type UrlRequest =
  | { kind: 'seed'; seed: EditorSeed }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'permalink'; key: string }
  | null;

/**
 * Reads the address: `savedQueryId`; `datasourceKey` (`<id>__<type>`, the database comes from the
 * dataset) with `sql`; or Superset's `sql` with `dbid`, `schema`, `name`. A permalink key comes from
 * the /sqllab/p/<key>/ route.
 */
export function urlRequest(
  search: URLSearchParams,
  permalinkKey?: string,
  datasetDbId?: number | null,
): UrlRequest {
  if (permalinkKey) return { kind: 'permalink', key: permalinkKey };
  const savedQueryId = Number(search.get('savedQueryId'));
  if (Number.isInteger(savedQueryId) && savedQueryId > 0)
    return { kind: 'savedQuery', id: savedQueryId };
  const sql = search.get('sql');
  const dbid = Number(search.get('dbid'));
  if (sql !== null && Number.isInteger(dbid) && dbid > 0) {
    return {
      kind: 'seed',
      seed: {
        sql,
        dbId: dbid,
        schema: search.get('schema'),
        name: search.get('name') ?? undefined,
      },
    };
  }
  if (search.get('datasourceKey') && datasetDbId !== undefined) {
    return {
      kind: 'seed',
      seed: { sql: sql ?? '', dbId: datasetDbId, schema: search.get('schema') },
    };
  }
  return null;
}

/** The dataset id of a `datasourceKey` such as `12__table`, or null. */
export function datasetIdOfKey(key: string | null): number | null {
  const m = key ? /^(\d+)__table$/.exec(key) : null;
  return m ? Number(m[1]) : null;
}
