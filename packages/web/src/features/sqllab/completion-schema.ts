import { MySQL, PostgreSQL, SQLite, StandardSQL } from '@codemirror/lang-sql';
import type { SQLDialect, SQLNamespace } from '@codemirror/lang-sql';

/** The editor's SQL dialect for a database backend; other engines get standard SQL. */
export function dialectFor(backend: string | undefined): SQLDialect {
  switch (backend) {
    case 'postgresql':
    case 'postgres':
      return PostgreSQL;
    case 'mysql':
    case 'mariadb':
      return MySQL;
    case 'sqlite':
      return SQLite;
    default:
      return StandardSQL;
  }
}

/**
 * lang-sql's completion namespace: every schema name, and under the current schema its tables with
 * their columns (a table whose columns are not known yet completes without them).
 */
export function completionNamespace(
  schemas: string[],
  current: string | null,
  columnsByTable: Record<string, string[]>,
): SQLNamespace {
  const namespace: Record<string, SQLNamespace> = {};
  for (const schema of schemas) namespace[schema] = {};
  if (current)
    namespace[current] = Object.fromEntries(
      Object.entries(columnsByTable).map(([table, columns]) => [table, columns]),
    );
  return namespace;
}

/** The schema completion starts from: the tab's, else a usual default the database has, else the first. */
export function completionSchemaName(selected: string | null, schemas: string[]): string | null {
  if (selected) return selected;
  return (
    ['main', 'public'].find((s) => schemas.includes(s)) ??
    schemas.find((s) => s !== 'information_schema') ??
    null
  );
}
