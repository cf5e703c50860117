import { useEffect, useState } from 'react';
import { useGetSchemasQuery, useGetTablesQuery } from '../../api/database-api.ts';
import { requestJson } from '../../api/http.ts';
import type { TableMetadata } from '../../api/sqllab-api.ts';
import { completionNamespace, completionSchemaName } from './completion-schema.ts';

/** Columns are fetched for at most this many tables of a schema. */
const MAX_TABLES_WITH_COLUMNS = 50;
const columnCache = new Map<string, Promise<string[]>>();

function tableColumns(dbId: number, schema: string, table: string): Promise<string[]> {
  const key = `${dbId}:${schema}:${table}`;
  let cached = columnCache.get(key);
  if (!cached) {
    const url = `/api/v1/database/${dbId}/table_metadata/?${new URLSearchParams({ name: table, schema }).toString()}`;
    cached = requestJson<TableMetadata>(url).then((m) => m.columns.map((c) => c.name), () => []);
    columnCache.set(key, cached);
  }
  return cached;
}

/** The completion namespace of a tab: schemas, tables of the current schema and their columns. */
export function useCompletionSchema(dbId: number | null, selectedSchema: string | null) {
  const schemas = useGetSchemasQuery(dbId ?? 0, { skip: dbId === null });
  const schema = completionSchemaName(selectedSchema, schemas.data ?? []);
  const tables = useGetTablesQuery({ databaseId: dbId ?? 0, schema: schema ?? '' }, { skip: dbId === null || !schema });
  const [columns, setColumns] = useState<Record<string, string[]>>({});

  useEffect(() => {
    if (dbId === null || !schema || !tables.data) return;
    let isCurrent = true;
    const names = tables.data.map((t) => t.value);
    setColumns(Object.fromEntries(names.map((n) => [n, []])));
    void Promise.all(names.slice(0, MAX_TABLES_WITH_COLUMNS).map(async (n) => [n, await tableColumns(dbId, schema, n)] as const)).then((pairs) => {
      if (isCurrent) setColumns((current) => ({ ...current, ...Object.fromEntries(pairs) }));
    });
    return () => {
      isCurrent = false;
    };
  }, [dbId, schema, tables.data]);

  return { namespace: completionNamespace(schemas.data ?? [], schema, columns), defaultSchema: schema ?? undefined };
}
