import { Readable } from 'node:stream';
import { csvCell, csvQuoter, csvText, type CsvStreamOptions } from './csv-writer.ts';
import {
  escapeFormula,
  type ExportColumn,
  type ExportColumnBatch,
  type ExportColumnSource,
} from './export-values.ts';

// Rows per string chunk handed to the stream: one DuckDB data chunk, about 250 KB of CSV.
const ROWS_PER_CHUNK = 2048;

/**
 * `csvStream` for column batches: the same bytes (`csvCell`'s values, csv-stringify's quoting), but
 * each column is formatted in one pass over its vector and lines are joined from the formatted
 * columns, so no object, array or csv-stringify record is built per row. Batches are pulled only
 * as fast as the consumer reads.
 */
export function csvColumnStream(
  source: ExportColumnSource,
  columns: ExportColumn[],
  opts: CsvStreamOptions = {},
): Readable {
  const delimiter = opts.delimiter ?? ',';
  const quote = csvQuoter(delimiter, columns.length === 1);
  const header = columns.map((column) => quote(csvText(escapeFormula(column.label))));

  async function* chunks(): AsyncGenerator<string> {
    yield `${opts.bom === false ? '' : '\uFEFF'}${header.join(delimiter)}\n`;
    for await (const batch of source) {
      for (let start = 0; start < batch.rowCount; start += ROWS_PER_CHUNK) {
        const end = Math.min(batch.rowCount, start + ROWS_PER_CHUNK);
        yield csvLines(batch, columns, start, end, delimiter, quote);
      }
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Rows `start` to `end` of a batch as CSV lines. */
function csvLines(
  batch: ExportColumnBatch,
  columns: ExportColumn[],
  start: number,
  end: number,
  delimiter: string,
  quote: (text: string) => string,
): string {
  const fields = columns.map((column, c) =>
    formatColumn(batch.vectors[c]!, column, start, end, quote),
  );
  let text = '';
  for (let r = 0; r < end - start; r += 1) {
    let line = fields.length > 0 ? fields[0]![r]! : '';
    for (let c = 1; c < fields.length; c += 1) line += delimiter + fields[c]![r]!;
    text += `${line}\n`;
  }
  return text;
}

/** The quoted CSV fields of one column's rows `start` to `end`. */
function formatColumn(
  values: ArrayLike<unknown>,
  column: ExportColumn,
  start: number,
  end: number,
  quote: (text: string) => string,
): string[] {
  const out = new Array<string>(end - start);
  for (let r = start; r < end; r += 1) out[r - start] = quote(csvCell(values[r], column));
  return out;
}
