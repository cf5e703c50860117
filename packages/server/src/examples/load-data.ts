import { ColumnTypeInferer, convertValue, type ColumnKind } from './column-types.ts';
import { listDataFiles, normalizeColumnNames, openDataFile, type DataFile } from './data-files.ts';

export { duckdbTarget, sqliteTarget, type ClosableLoadTarget } from './load-targets.ts';

/**
 * Loads a directory of data files (CSV / JSON arrays, optionally .gz) into any SQL engine, one table
 * per file. Column types are inferred from the data. Values reach SQL only as bound parameters and
 * identifiers only through the target's quoteIdentifier.
 */

/**
 * Where tables are written. `execute` must run statements in order on one session (a transaction
 * spans several calls). Placeholders are `?` except for PostgreSQL (`$1`, `$2`, ...).
 */
export interface LoadTarget {
  dialect: 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';
  quoteIdentifier(name: string): string;
  execute(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Options for loadDataDir. */
export interface LoadDataOptions {
  /** Load only these files (file names such as 'sales.csv', or table names such as 'sales'). */
  onlyFiles?: string[];
  /** Receives one progress line per loaded file. */
  log?: (msg: string) => void;
}

/** One loaded table and its number of rows. */
export interface LoadedTable {
  table: string;
  rows: number;
}

interface DialectRules {
  types: Record<ColumnKind, string>;
  placeholder(index: number): string;
  /**
   * 'values': multi-row INSERT ... VALUES with one parameter per cell. 'json-columns': one JSON
   * array parameter per column, unnested by the engine (DuckDB binds each parameter through N-API,
   * about ten times slower per value than parsing JSON inside the engine).
   */
  batchStyle: 'values' | 'json-columns';
  /** Bound parameters per statement, under the engine's limit. */
  maxParams: number;
  begin: string;
  /** DDL can be rolled back; MySQL commits implicitly on DROP/CREATE. */
  hasTransactionalDdl: boolean;
}

const qmark = (): string => '?';

const DIALECTS: Record<LoadTarget['dialect'], DialectRules> = {
  duckdb: {
    // VARCHAR for JSON: the json extension is not autoloaded (autoload_known_extensions is off).
    types: {
      integer: 'BIGINT',
      float: 'DOUBLE',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      text: 'VARCHAR',
      json: 'VARCHAR',
    },
    placeholder: qmark,
    batchStyle: 'json-columns',
    maxParams: 20_000,
    begin: 'BEGIN TRANSACTION',
    hasTransactionalDdl: true,
  },
  sqlite: {
    // Declared types drive affinity and let introspection see dates; values are ISO text.
    types: {
      integer: 'INTEGER',
      float: 'REAL',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'DATETIME',
      text: 'TEXT',
      json: 'TEXT',
    },
    placeholder: qmark,
    batchStyle: 'values',
    maxParams: 32_000, // SQLITE_MAX_VARIABLE_NUMBER defaults to 32766
    begin: 'BEGIN',
    hasTransactionalDdl: true,
  },
  postgresql: {
    types: {
      integer: 'BIGINT',
      float: 'DOUBLE PRECISION',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'TIMESTAMP',
      text: 'TEXT',
      json: 'JSONB',
    },
    placeholder: (i) => `$${i}`,
    batchStyle: 'values',
    maxParams: 60_000, // the protocol allows 65535
    begin: 'BEGIN',
    hasTransactionalDdl: true,
  },
  mysql: {
    types: {
      integer: 'BIGINT',
      float: 'DOUBLE',
      boolean: 'BOOLEAN',
      date: 'DATE',
      timestamp: 'DATETIME(6)',
      text: 'LONGTEXT',
      json: 'JSON',
    },
    placeholder: qmark,
    batchStyle: 'values',
    maxParams: 60_000, // prepared statements allow 65535
    begin: 'START TRANSACTION',
    hasTransactionalDdl: false,
  },
};

// Bigger batches stop paying off and make each statement slow to parse.
const MAX_ROWS_PER_BATCH = 1000;
const JSON_ROWS_PER_BATCH = 10_000;
// About 200 MB of strings at most; bigger CSV files are parsed twice instead.
const MAX_BUFFERED_CELLS = 5_000_000;

async function* arrayRows(rows: unknown[][]): AsyncIterable<unknown[]> {
  yield* rows;
}

function rulesFor(target: LoadTarget): DialectRules {
  const rules = DIALECTS[target.dialect];
  if (!rules) throw new Error(`Unsupported load target dialect: ${String(target.dialect)}`);
  return rules;
}

function selectFiles(files: DataFile[], onlyFiles: string[] | undefined, dir: string): DataFile[] {
  const tables = new Map<string, string>();
  for (const f of files) {
    const other = tables.get(f.table);
    if (other)
      throw new Error(`${other} and ${f.fileName} in ${dir} would both load into table ${f.table}`);
    tables.set(f.table, f.fileName);
  }
  if (!onlyFiles) return files;
  const missing = onlyFiles.filter(
    (name) => !files.some((f) => f.fileName === name || f.table === name),
  );
  if (missing.length) throw new Error(`No data file ${missing.join(', ')} in ${dir}`);
  return files.filter((f) => onlyFiles.includes(f.fileName) || onlyFiles.includes(f.table));
}

/**
 * Loads every data file of `dir` (or only `opts.onlyFiles`) into `target`, replacing tables of the
 * same names, one transaction per file. Returns the tables in table-name order with their row counts.
 */
export async function loadDataDir(
  dir: string,
  target: LoadTarget,
  opts: LoadDataOptions = {},
): Promise<LoadedTable[]> {
  const files = selectFiles(listDataFiles(dir), opts.onlyFiles, dir);
  const loaded: LoadedTable[] = [];
  for (const file of files) loaded.push(await loadDataFile(file, target, opts.log));
  return loaded;
}

/** Loads one data file: a first pass infers the column kinds, a second inserts the rows in batches. */
export async function loadDataFile(
  file: DataFile,
  target: LoadTarget,
  log?: (msg: string) => void,
): Promise<LoadedTable> {
  const started = performance.now();
  const data = await openDataFile(file);
  if (data.columns.length === 0) throw new Error(`${file.fileName}: no columns`);
  const columns = normalizeColumnNames(data.columns);
  const inferers = columns.map(() => new ColumnTypeInferer());
  // Parsing CSV is the slow part: keep the rows of a moderate file from the first pass for the second.
  let buffered: unknown[][] | undefined = data.isStreamed ? [] : undefined;
  let bufferedCells = 0;
  for await (const row of data.rows()) {
    for (let i = 0; i < inferers.length; i++) inferers[i].observe(row[i]);
    if (!buffered) continue;
    bufferedCells += columns.length;
    if (bufferedCells <= MAX_BUFFERED_CELLS) buffered.push(row);
    else buffered = undefined;
  }
  const kinds = inferers.map((inferer) => inferer.kind());
  const rows = await writeTable(
    target,
    file.table,
    columns,
    kinds,
    buffered ? arrayRows(buffered) : data.rows(),
  );
  log?.(
    `${file.fileName} -> ${file.table}: ${rows} rows, ${columns.length} columns in ${Math.round(performance.now() - started)} ms`,
  );
  return { table: file.table, rows };
}

/** Builds the INSERT statement and parameters for a batch of converted rows, per the dialect's batch style. */
function batchStatement(
  rules: DialectRules,
  table: string,
  columns: string[],
  kinds: ColumnKind[],
  q: (name: string) => string,
) {
  const prefix = `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) `;
  if (rules.batchStyle === 'json-columns') {
    // The structure argument holds only type names from the map above, never data.
    const sql =
      prefix +
      `SELECT ${kinds.map((k) => `unnest(from_json(?, '["${rules.types[k]}"]'))`).join(', ')}`;
    return (batch: unknown[][]) => ({
      sql,
      params: columns.map((_, c) => JSON.stringify(batch.map((row) => row[c]))),
    });
  }
  const valuesSql = (rowCount: number): string => {
    const tuples: string[] = [];
    for (let r = 0; r < rowCount; r++) {
      tuples.push(
        `(${columns.map((_, c) => rules.placeholder(r * columns.length + c + 1)).join(', ')})`,
      );
    }
    return `${prefix}VALUES ${tuples.join(', ')}`;
  };
  const sqlByRowCount = new Map<number, string>();
  return (batch: unknown[][]) => {
    let sql = sqlByRowCount.get(batch.length);
    if (!sql) sqlByRowCount.set(batch.length, (sql = valuesSql(batch.length)));
    return { sql, params: batch.flat() };
  };
}

async function writeTable(
  target: LoadTarget,
  table: string,
  columns: string[],
  kinds: ColumnKind[],
  rows: AsyncIterable<unknown[]>,
): Promise<number> {
  const rules = rulesFor(target);
  const q = (name: string): string => target.quoteIdentifier(name);
  const ddl = [
    `DROP TABLE IF EXISTS ${q(table)}`,
    `CREATE TABLE ${q(table)} (${columns.map((c, i) => `${q(c)} ${rules.types[kinds[i]]}`).join(', ')})`,
  ];
  const rowsPerBatch =
    rules.batchStyle === 'json-columns'
      ? JSON_ROWS_PER_BATCH
      : Math.max(1, Math.min(MAX_ROWS_PER_BATCH, Math.floor(rules.maxParams / columns.length)));
  const statementFor = batchStatement(rules, table, columns, kinds, q);
  const toParam = (kind: ColumnKind, raw: unknown): unknown => {
    const value = convertValue(kind, raw);
    // SQLite has no boolean storage class and its drivers reject JS booleans.
    return target.dialect === 'sqlite' && typeof value === 'boolean' ? Number(value) : value;
  };
  let total = 0;
  let batch: unknown[][] = [];
  const flush = async (): Promise<void> => {
    if (!batch.length) return;
    const { sql, params } = statementFor(batch);
    await target.execute(sql, params);
    total += batch.length;
    batch = [];
  };

  if (!rules.hasTransactionalDdl) for (const sql of ddl) await target.execute(sql);
  await target.execute(rules.begin);
  try {
    if (rules.hasTransactionalDdl) for (const sql of ddl) await target.execute(sql);
    for await (const row of rows) {
      batch.push(kinds.map((kind, i) => toParam(kind, row[i])));
      if (batch.length === rowsPerBatch) await flush();
    }
    await flush();
    await target.execute('COMMIT');
    return total;
  } catch (err) {
    await target.execute('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
