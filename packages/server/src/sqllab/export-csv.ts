import type { Readable } from 'node:stream';
import { streamColumns } from '../engines/columnar.ts';
import type { ColumnBatch } from '../engines/engine-contract.ts';
import { classifyError } from '../engines/engine-errors.ts';
import { isDateType } from '../engines/sql-dialect.ts';
import { AppError } from '../errors.ts';
import { csvColumnStream } from '../export/csv-columns.ts';
import { defaultExportName } from '../export/download.ts';
import type { ExportColumn } from '../export/export-values.ts';
import { isReadOnlyStatement } from '../query/sanitize/index.ts';
import { dialectOf } from './prepare-script.ts';
import { sqllabColumns } from './result-payload.ts';
import { canSeeQuery, usableDatabase, type Caller, type SqlLabEnv } from './sqllab-env.ts';
import { queryAccessDenied, resultsGone, sqllabError } from './sqllab-errors.ts';

/** A CSV export ready to send: its file name and a stream that pulls rows from the database as it is read. */
export interface CsvExport {
  filename: string;
  stream: Readable;
}

/**
 * GET /api/v1/sqllab/export/<client_id>/: the query's result as CSV, streamed from the database.
 *
 * The result statement (`select_sql`, rendered, with the user's own LIMIT if any) is run again and read
 * up to the query's limit (the effective `queryLimit`, itself capped by SQL_MAX_ROW), without the
 * display cut (DISPLAY_MAX_ROW); rows are written as the
 * database hands them over, in column batches (DuckDB's data chunks, 10,000-row cursor fetches):
 * memory stays flat whatever the size, and no object or array is built per row. Re-running, rather than reading the
 * results store, works after the stored results expired and for results too large to keep. The first
 * batch is read before answering, so a failing query is a 400, not a broken download.
 */
export async function exportCsv(
  env: SqlLabEnv,
  clientId: string,
  caller: Caller,
  signal: AbortSignal,
): Promise<CsvExport> {
  const q = await env.queries.findByClientId(clientId);
  if (!q) throw resultsGone(404);
  if (!canSeeQuery(q, caller)) throw queryAccessDenied();
  const { db, engine } = await usableDatabase(env, q.databaseId, caller);
  const dialect = dialectOf(engine);
  if (!q.selectSql || (!q.selectAsCtaUsed && !isReadOnlyStatement(q.selectSql, dialect))) {
    throw sqllabError(400, 'GENERIC_COMMAND_ERROR', 'This query has no result set to export.');
  }
  const limit = Math.min(q.limit ?? env.settings.maxRow, env.settings.maxRow);
  const { driver } = await env.open(db);
  // The limit is enforced by reading at most `limit` rows, not by a LIMIT clause: DuckDB buffers a
  // parallel scan under a large LIMIT to keep row order (300 MB for 1M rows), and streams it without.
  const iterator = streamColumns(driver, q.selectSql, { signal, maxRows: limit });
  let first: IteratorResult<ColumnBatch>;
  try {
    first = await iterator.next();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const { errorType, message } = classifyError(engine, err);
    throw sqllabError(400, errorType, message, { engine_name: engine.name });
  }
  const columns = sqllabColumns(first.done ? [] : first.value.columns);
  const exportColumns: ExportColumn[] = columns.map((c) => ({
    name: c.name,
    label: c.name,
    generic: c.type_generic,
    isDateOnly: isDateType(c.type),
  }));
  async function* batches(): AsyncGenerator<ColumnBatch> {
    try {
      if (!first.done) yield first.value;
      while (true) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // The client went away or the stream ended: let the driver close its cursor.
      await iterator.return(undefined);
    }
  }
  const tab = (q.tabName || 'query').replace(/[^\w.-]+/g, '_');
  return {
    filename: `sqllab_${tab}_${defaultExportName()}.csv`,
    stream: csvColumnStream(batches(), exportColumns),
  };
}
