import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useGetSchemasQuery, useGetTablesQuery } from '../../api/database-api.ts';
import { sqllabApi } from '../../api/sqllab-api.ts';
import type { AppDispatch } from '../../app/store.ts';
import { completionNamespace, completionSchemaName } from './completion-schema.ts';

/** Columns are fetched for at most this many tables of a schema. */
const MAX_TABLES_WITH_COLUMNS = 50;
const columnCache = new Map<string, Promise<string[]>>();

function tableColumns(
  dispatch: AppDispatch,
  dbId: number,
  schema: string,
  table: string,
): Promise<string[]> {
  const key = `${dbId}:${schema}:${table}`;
  let cached = columnCache.get(key);
  if (!cached) {
    const request = dispatch(
      sqllabApi.endpoints.getTableMetadata.initiate(
        { databaseId: dbId, schema, name: table },
        { subscribe: false },
      ),
    );
    cached = request.unwrap().then(
      (m) => m.columns.map((c) => c.name),
      () => [],
    );
    columnCache.set(key, cached);
  }
  return cached;
}

/** The completion namespace of a tab: schemas, tables of the current schema and their columns. */
export function useCompletionSchema(dbId: number | null, selectedSchema: string | null) {
  const schemas = useGetSchemasQuery(dbId ?? 0, { skip: dbId === null });
  const schema = completionSchemaName(selectedSchema, schemas.data ?? []);
  const tables = useGetTablesQuery(
    { databaseId: dbId ?? 0, schema: schema ?? '' },
    { skip: dbId === null || !schema },
  );
  const [columns, setColumns] = useState<Record<string, string[]>>({});
  const dispatch = useDispatch<AppDispatch>();

  useEffect(() => {
    if (dbId === null || !schema || !tables.data) return;
    let isCurrent = true;
    const names = tables.data.map((t) => t.value);
    setColumns(Object.fromEntries(names.map((n) => [n, []])));
    void Promise.all(
      names
        .slice(0, MAX_TABLES_WITH_COLUMNS)
        .map(async (n) => [n, await tableColumns(dispatch, dbId, schema, n)] as const),
    ).then((pairs) => {
      if (isCurrent) setColumns((current) => ({ ...current, ...Object.fromEntries(pairs) }));
    });
    return () => {
      isCurrent = false;
    };
  }, [dbId, dispatch, schema, tables.data]);

  return {
    namespace: completionNamespace(schemas.data ?? [], schema, columns),
    defaultSchema: schema ?? undefined,
  };
}
