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

/** The raw RLS clauses of the caller on one dataset (security/rls.ts). */
export type DatasetClauses = (datasetId: number) => Promise<string[]>;

/**
 * Wraps every table of `sql` that a physical dataset of `db` describes and a rule filters for the
 * caller in a sub-query holding the rule's predicates (sqllab/rls-in-sqllab.ts). Predicates are
 * rendered as templates with `user` and checked like any free WHERE fragment; they are returned too,
 * for a cache key. SQL the parser cannot read is refused (400) when `refuseUnparsable` and a rule
 * names a dataset of the database, else returned as it is.
 */
export async function rewriteWithRls(
  ctx: AppContext,
  db: DatabaseRecord,
  engine: Engine,
  user: TemplateUser | null,
  schema: string | null,
  sql: string,
  clausesFor: DatasetClauses,
  refuseUnparsable: boolean,
): Promise<{ sql: string; predicates: string[] }> {
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
  const all: string[] = [];
  const rewritten = await applyRlsInSqlLab(
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
        for (const clause of await clausesFor(id)) {
          const rendered = /\{[{%#]/.test(clause) ? renderer.render(clause, 'RLS') : clause;
          predicates.push(await sanitizeClause(rendered, dialect, { kind: 'where' }));
        }
      }
      all.push(...predicates.map((p) => `${target}.${table}: ${p}`));
      return predicates;
    },
    (tableSchema, table) =>
      [tableSchema, table]
        .filter((p): p is string => p !== null)
        .map((p) => engine.quoteIdentifier(p))
        .join('.'),
    async () => refuseUnparsable && (await repo.databaseHasRules(db.id)),
  );
  return { sql: rewritten, predicates: all };
}

/**
 * With SIGHTLINE_RLS_IN_SQLLAB on (Superset's RLS_IN_SQLLAB), the caller's row level security
 * predicates wrap every table of a SQL Lab script that a physical dataset of this database describes.
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
  const rewritten = await rewriteWithRls(
    ctx,
    db,
    engine,
    user,
    schema,
    sql,
    (id) => rlsClausesForRoles(ctx, user?.roles ?? [], id),
    true,
  );
  return rewritten.sql;
}
