import {
  DuckDBInstance,
  JSDuckDBValueConverter,
  type DuckDBConnection,
  type DuckDBResult,
} from '@duckdb/node-api';
import type { ValueKind } from '../../../engines/sql-dialect.ts';
import { AppError } from '../../../errors.ts';
import type { Cell } from './value-kinds.ts';

/**
 * Columnar (Parquet) files are read by DuckDB's `read_parquet`, on a private in-memory instance
 * that may read those files and nothing else (`allowed_paths`, external access then off and the
 * configuration locked). The user's own database connections are never used for it.
 */

/** The kind a DuckDB column type maps to. */
export function kindOfDuckdbType(type: string): ValueKind {
  const t = type.toUpperCase();
  if (/^U?(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT)$/.test(t)) return 'integer';
  if (/^(FLOAT|DOUBLE|DECIMAL)/.test(t)) return 'float';
  if (t === 'BOOLEAN') return 'boolean';
  if (t === 'DATE') return 'date';
  if (t.startsWith('TIMESTAMP')) return 'timestamp';
  return 'text';
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteString = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** A value from DuckDB as a reader cell. */
function toCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v;
  return JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
}

export interface ColumnarFile {
  columns: { name: string; kind: ValueKind }[];
  /** Batches of rows (DuckDB's chunks), read once. */
  batches: AsyncIterable<Cell[][]>;
  close(): void;
}

async function sandbox(
  paths: string[],
): Promise<{ instance: DuckDBInstance; conn: DuckDBConnection }> {
  const instance = await DuckDBInstance.create(':memory:', {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    threads: '1',
  });
  const conn = await instance.connect();
  await conn.run(`SET allowed_paths = [${paths.map(quoteString).join(', ')}]`);
  await conn.run('SET enable_external_access = false');
  await conn.run('SET lock_configuration = true');
  return { instance, conn };
}

/** Opens Parquet files as one table; `columnsRead` narrows the columns (all when empty). */
export async function openColumnar(paths: string[], columnsRead: string[]): Promise<ColumnarFile> {
  const { instance, conn } = await sandbox(paths);
  const close = () => {
    conn.closeSync();
    instance.closeSync();
  };
  let result: DuckDBResult;
  try {
    const select = columnsRead.length ? columnsRead.map(quoteIdent).join(', ') : '*';
    const files = `[${paths.map(quoteString).join(', ')}]`;
    result = await conn.stream(`SELECT ${select} FROM read_parquet(${files})`);
  } catch (e) {
    close();
    const message = (e as Error).message.replace(/^[A-Za-z ]+Error: /, '');
    throw new AppError(422, `Parsing error: not a readable Parquet file: ${message}`);
  }
  const names = result.columnNames();
  const types = result.columnTypes().map(String);
  async function* batches(): AsyncGenerator<Cell[][]> {
    for (;;) {
      const chunk = await result.fetchChunk();
      if (!chunk || chunk.rowCount === 0) return;
      const rows = chunk.convertRows(JSDuckDBValueConverter) as unknown[][];
      yield rows.map((r) => r.map(toCell));
    }
  }
  return {
    columns: names.map((name, i) => ({ name, kind: kindOfDuckdbType(types[i]!) })),
    batches: batches(),
    close,
  };
}
