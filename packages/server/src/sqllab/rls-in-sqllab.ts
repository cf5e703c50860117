import type { AST } from 'node-sql-parser';
import { loadSqlParser, type SqlParserDialect } from '../query/sanitize/index.ts';
import { sqllabError } from './sqllab-errors.ts';

/** The predicates of the caller on a table the script reads (none: the table is left as it is). */
export type TablePredicates = (schema: string | null, table: string) => Promise<string[]>;

// node-sql-parser's AST is walked generically: its node types are a wide union.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Node = any;

/**
 * Superset's RLS_IN_SQLLAB (docs/api.md §2.18): every table of the script that a row level security
 * rule filters for the caller is replaced by a sub-query holding the rule's predicates, under the
 * table's name or alias: `FROM orders o` becomes `FROM (SELECT * FROM orders WHERE (p)) AS o`, in
 * joins, sub-queries, CTEs and every statement. A script no rule touches is returned unchanged.
 * `quoteTable` spells the table for the engine. A script the parser cannot read is refused (400)
 * when `mustRewrite` says a rule could apply, rather than run unfiltered.
 */
export async function applyRlsInSqlLab(
  sql: string,
  dialect: SqlParserDialect,
  predicatesFor: TablePredicates,
  quoteTable: (schema: string | null, table: string) => string,
  mustRewrite: () => Promise<boolean>,
): Promise<string> {
  const loaded = await loadSqlParser(dialect);
  let statements: AST[];
  try {
    statements = loaded.astify(sql);
  } catch {
    if (await mustRewrite())
      throw sqllabError(
        400,
        'INVALID_SQL_ERROR',
        'Row level security applies to this database, and the query could not be parsed to apply it',
      );
    return sql;
  }
  let changed = false;
  const subquery = (schema: string | null, table: string, predicates: string[]): Node => {
    const text = `SELECT * FROM ${quoteTable(schema, table)} WHERE ${predicates.map((p) => `(${p})`).join(' AND ')}`;
    return loaded.astify(text)[0];
  };

  const walk = async (node: Node, ctes: ReadonlySet<string>): Promise<void> => {
    if (Array.isArray(node)) {
      for (const n of node) await walk(n, ctes);
      return;
    }
    if (!node || typeof node !== 'object') return;
    let scope = ctes;
    if (Array.isArray(node.with)) {
      const names = node.with.map((w: Node) => String(w?.name?.value ?? w?.name ?? ''));
      scope = new Set([...ctes, ...names]);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'from' && Array.isArray(value)) {
        for (let i = 0; i < value.length; i += 1) {
          const item = value[i];
          if (item && typeof item.table === 'string' && !item.expr) {
            const schema = typeof item.db === 'string' && item.db ? item.db : null;
            if (schema === null && scope.has(item.table)) continue;
            const predicates = await predicatesFor(schema, item.table);
            if (predicates.length > 0) {
              const { db: _db, table, schema: _s, as, ...rest } = item;
              value[i] = {
                ...rest,
                expr: { ast: subquery(schema, table, predicates), parentheses: true },
                as: as ?? table,
              };
              changed = true;
              if (rest.on) await walk(rest.on, scope);
              continue;
            }
          }
          await walk(item, scope);
        }
      } else await walk(value, scope);
    }
  };
  await walk(statements, new Set());
  if (!changed) return sql;
  return loaded.parser.sqlify(statements.length === 1 ? statements[0]! : statements, {
    database: loaded.database,
  });
}
