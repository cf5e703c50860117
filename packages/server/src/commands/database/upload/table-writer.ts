import type { Driver, Engine } from '../../../engines/engine-contract.ts';
import { classifyError } from '../../../engines/engine-errors.ts';
import type { ValueKind } from '../../../engines/sql-dialect.ts';
import { AppError } from '../../../errors.ts';

/**
 * Writes an uploaded file's rows into a table of the user's database, as pandas' `to_sql` does for
 * Superset: the table is created with the engine's column types (`engine.sql.columnTypes`), or
 * dropped and created again (`replace`), or appended to; rows go in as multi-row INSERTs of bound
 * parameters, a batch at a time, or through the engine's bulk path (`driver.appendRows`, DuckDB's
 * appender) into a table this upload created. Identifiers are quoted by the engine.
 */

export type AlreadyExists = 'fail' | 'replace' | 'append';

export interface TargetTable {
  schema: string | null;
  table: string;
}

export interface WriteColumn {
  name: string;
  kind: ValueKind;
}

/** Most bound parameters in one INSERT (SQLite's default limit is 32766, the others' 65535). */
const MAX_PARAMS = 30000;
const MAX_ROWS_PER_INSERT = 1000;

export const TABLE_EXISTS_MESSAGE =
  "Table already exists. You can change your 'if table already exists' strategy to append or " +
  'replace or provide a different Table Name to use.';

function qualified(engine: Engine, t: TargetTable): string {
  const q = (s: string) => engine.quoteIdentifier(s);
  return t.schema ? `${q(t.schema)}.${q(t.table)}` : q(t.table);
}

/** A database error during the write, as Superset's DatabaseUploadFailed (422). */
function writeError(engine: Engine, e: unknown): AppError {
  if (e instanceof AppError) return e;
  const { message } = classifyError(engine, e);
  return new AppError(422, message || 'Database upload file failed');
}

/** Whether the table exists in the database (by its exact name). */
export async function tableExists(driver: Driver, t: TargetTable): Promise<boolean> {
  const tables = await driver.introspector.tables(t.schema);
  return tables.some((x) => x.name === t.table);
}

/** A placeholder list for `rows` rows of `cols` columns in the engine's parameter style. */
function valuesClause(engine: Engine, rows: number, cols: number): string {
  let n = 0;
  const next = () => (engine.paramStyle === 'qmark' ? '?' : `$${++n}`);
  const row = () => `(${Array.from({ length: cols }, next).join(', ')})`;
  return Array.from({ length: rows }, row).join(', ');
}

/**
 * Prepares the table for `mode` (fail / replace / append) and returns a function inserting one
 * batch of rows. A table this call created is dropped again by `abandon` when the upload fails.
 */
export async function openTableWriter(
  engine: Engine,
  driver: Driver,
  target: TargetTable,
  columns: WriteColumn[],
  mode: AlreadyExists,
): Promise<{ insert(rows: unknown[][]): Promise<void>; abandon(): Promise<void> }> {
  const name = qualified(engine, target);
  const q = (s: string) => engine.quoteIdentifier(s);
  let created = false;
  try {
    const exists = await tableExists(driver, target);
    if (exists && mode === 'fail') throw new AppError(422, TABLE_EXISTS_MESSAGE);
    if (exists && mode === 'replace') await driver.execute(`DROP TABLE ${name}`);
    if (!exists || mode === 'replace') {
      const defs = columns.map((c) => `${q(c.name)} ${engine.sql.columnTypes[c.kind]}`);
      await driver.execute(`CREATE TABLE ${name} (${defs.join(', ')})`);
      created = true;
    }
  } catch (e) {
    throw writeError(engine, e);
  }
  const head = `INSERT INTO ${name} (${columns.map((c) => q(c.name)).join(', ')}) VALUES `;
  const perInsert = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMS / Math.max(1, columns.length))),
  );
  return {
    async insert(rows) {
      try {
        // A table this call made has exactly these columns, in this order: the bulk path fits.
        if (created && driver.appendRows)
          return await driver.appendRows(target.schema, target.table, rows);
        for (let i = 0; i < rows.length; i += perInsert) {
          const part = rows.slice(i, i + perInsert);
          const sql = head + valuesClause(engine, part.length, columns.length);
          await driver.execute(sql, { params: part.flat() });
        }
      } catch (e) {
        throw writeError(engine, e);
      }
    },
    async abandon() {
      if (created) await driver.execute(`DROP TABLE ${name}`).catch(() => undefined);
    },
  };
}
