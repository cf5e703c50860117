import { GenericDataType } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { Engine, ResultColumn } from '../../engines/engine-contract.ts';
import { classifyError, TableNotFoundError } from '../../engines/engine-errors.ts';
import { AppError, invalidFields } from '../../errors.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import { connectionOf, openDatabase } from '../database/open-database.ts';
import { createTemplateRenderer } from '../../query/templating/index.ts';

/** A column as read from the source of a dataset. */
export interface SourceColumn {
  name: string;
  type: string;
  generic: GenericDataType;
  isDttm: boolean;
}

/** The generic type of a native type by the engine's type map; unknown types are STRING. */
export function genericTypeOf(engine: Engine | null, nativeType: string | null): GenericDataType {
  if (!engine || !nativeType) return GenericDataType.STRING;
  for (const [pattern, generic] of engine.typeMap) if (pattern.test(nativeType)) return generic;
  return GenericDataType.STRING;
}

/** Strips comments and checks a virtual dataset's SQL is one read-only SELECT statement. */
export function assertReadOnlySelect(sqlText: string): string {
  const stripped = sqlText
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .trim()
    .replace(/;\s*$/, '');
  if (!stripped) throw invalidFields({ sql: ['SQL must not be empty'] });
  if (/;\s*\S/.test(stripped.replace(/'(?:[^']|'')*'/g, "''").replace(/"(?:[^"]|"")*"/g, '""'))) {
    throw invalidFields({ sql: ['Only single queries supported'] });
  }
  if (!/^\(*\s*(select|with|values)\b/i.test(stripped))
    throw invalidFields({ sql: ['Only `SELECT` statements are allowed'] });
  if (
    /\b(insert|update|delete|merge|drop|alter|create|truncate|grant|revoke|attach|copy|pragma|call|exec)\b\s/i.test(
      stripped.replace(/'(?:[^']|'')*'/g, "''"),
    )
  ) {
    throw invalidFields({ sql: ['Only `SELECT` statements are allowed'] });
  }
  return stripped;
}

/** Reads the columns of a physical table or of a virtual dataset's SQL. */
export async function readSourceColumns(
  ctx: AppContext,
  db: DatabaseRecord,
  source: {
    schema: string | null;
    tableName: string;
    sql: string | null;
    templateParams?: string | null;
  },
): Promise<SourceColumn[]> {
  const { engine, driver } = await openDatabase(ctx, db);
  if (source.sql) {
    // Templates render with no request context here (no filters, no user): defaults apply.
    const rendered = createTemplateRenderer({
      templateParams: source.templateParams ?? null,
      quoteString: (v) => engine.sql.quoteString(v),
    }).render(source.sql, 'virtual dataset');
    const sqlText = assertReadOnlySelect(rendered);
    let columns: ResultColumn[];
    try {
      columns = (
        await driver.execute(`SELECT * FROM (${sqlText}) AS virtual_table WHERE 1 = 0`, {
          maxRows: 1,
        })
      ).columns;
    } catch (e) {
      const { errorType, message } = classifyError(engine, e);
      throw new AppError(422, message, {
        shape: 'errors',
        errorType,
        extra: { engine_name: engine.name },
      });
    }
    return columns.map((c) => ({
      name: c.name,
      type: c.type,
      generic: c.generic,
      isDttm: c.generic === GenericDataType.TEMPORAL,
    }));
  }
  const schema = source.schema ?? engine.defaultSchema(connectionOf(ctx, db).uri);
  try {
    const cols = await driver.introspector.columns(schema, source.tableName);
    return cols.map((c) => ({ name: c.name, type: c.type, generic: c.generic, isDttm: c.isDttm }));
  } catch (e) {
    if (e instanceof TableNotFoundError) {
      throw invalidFields({
        table_name: [
          `Table [${source.tableName}] could not be found, please double check your database connection, schema, and table name`,
        ],
      });
    }
    const { errorType, message } = classifyError(engine, e);
    throw new AppError(422, message, {
      shape: 'errors',
      errorType,
      extra: { engine_name: engine.name },
    });
  }
}
