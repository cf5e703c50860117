import type { AppContext } from '../context.ts';
import type { Engine } from '../engines/engine-contract.ts';
import { parseUri } from '../engines/uri.ts';
import type { DatabaseRecord } from '../meta/repos/databases-repo.ts';
import { RlsRepo } from '../meta/repos/rls-repo.ts';
import { sanitizeClause } from '../query/sanitize/index.ts';
import { createTemplateRenderer, type TemplateUser } from '../query/templating/index.ts';
import { rlsClausesForRoles } from '../security/rls.ts';
import { dialectOf } from './prepare-script.ts';
import { applyRlsInSqlLab } from './rls-in-sqllab.ts';

/**
 * With SIGHTLINE_RLS_IN_SQLLAB on, the caller's row level security predicates wrap every table of a
 * SQL Lab script that a physical dataset of this database describes (sqllab/rls-in-sqllab.ts).
 * Predicates are rendered as templates with the caller and checked like any free WHERE fragment.
 */
export async function applySqlLabRls(
  ctx: AppContext,
  db: DatabaseRecord,
  engine: Engine,
  user: TemplateUser,
  schema: string | null,
  sql: string,
): Promise<string> {
  if (!ctx.config.rlsInSqlLab) return sql;
  const repo = new RlsRepo(ctx.store);
  const dialect = dialectOf(engine);
  let uriSchema: string | null = null;
  try {
    uriSchema = engine.defaultSchema(parseUri(db.sqlalchemyUri));
  } catch {
    uriSchema = null;
  }
  const defaultSchema = schema ?? uriSchema;
  const renderer = createTemplateRenderer({
    user,
    quoteString: (s) => engine.sql.quoteString(s),
    booleanLiteral: (b) => engine.sql.booleanLiteral(b),
    dateTimeLiteral: (d, type) => engine.sql.dateTimeLiteral(d, type),
  });
  return applyRlsInSqlLab(
    sql,
    dialect,
    async (tableSchema, table) => {
      const target = tableSchema ?? defaultSchema;
      if (target === null) return [];
      const ids = await repo.physicalDatasetIds(
        db.id,
        target,
        table,
        target === (uriSchema ?? defaultSchema),
      );
      const predicates: string[] = [];
      for (const id of ids) {
        for (const clause of await rlsClausesForRoles(ctx, user?.roles ?? [], id)) {
          const rendered = /\{[{%#]/.test(clause) ? renderer.render(clause, 'RLS') : clause;
          predicates.push(await sanitizeClause(rendered, dialect, { kind: 'where' }));
        }
      }
      return predicates;
    },
    (tableSchema, table) =>
      [tableSchema, table]
        .filter((p): p is string => p !== null)
        .map((p) => engine.quoteIdentifier(p))
        .join('.'),
    () => repo.databaseHasRules(db.id),
  );
}
