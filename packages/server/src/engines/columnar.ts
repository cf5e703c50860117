import type { ColumnBatch, Driver, ExecuteOptions, ResultColumn } from './engine-contract.ts';

/** Rows per column batch exports ask for: large enough that per-batch costs vanish. */
export const EXPORT_BATCH_ROWS = 10_000;

/** Transposes row arrays into one array per column. */
export function rowsToColumns(columns: ResultColumn[], rows: readonly unknown[][]): ColumnBatch {
  const vectors = columns.map(() => new Array<unknown>(rows.length));
  for (let r = 0; r < rows.length; r += 1) {
    const row = rows[r]!;
    for (let c = 0; c < vectors.length; c += 1) vectors[c]![r] = row[c] ?? null;
  }
  return { columns, rowCount: rows.length, vectors };
}

/**
 * Column batches from any driver: its own `streamColumns` (DuckDB reads its data chunks), else its row
 * stream (or one `execute`) transposed. Batches of about `EXPORT_BATCH_ROWS` rows unless told otherwise.
 */
export async function* streamColumns(
  driver: Driver,
  sql: string,
  options: ExecuteOptions = {},
): AsyncGenerator<ColumnBatch> {
  const opts = { batchRows: EXPORT_BATCH_ROWS, ...options };
  if (driver.streamColumns) {
    yield* driver.streamColumns(sql, opts);
    return;
  }
  if (!driver.stream) {
    const result = await driver.execute(sql, opts);
    yield rowsToColumns(result.columns, result.rows);
    return;
  }
  yield* rowStreamToColumns(driver.stream(sql, opts));
}

/** Adapts a row stream to column batches (the `streamColumns` of drivers whose client reads rows). */
export async function* rowStreamToColumns(
  batches: AsyncIterable<{ columns: ResultColumn[]; rows: unknown[][] }>,
): AsyncGenerator<ColumnBatch> {
  for await (const batch of batches) yield rowsToColumns(batch.columns, batch.rows);
}
