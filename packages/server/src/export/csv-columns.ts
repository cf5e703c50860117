import { Readable } from 'node:stream';
import { csvCell, csvQuoter, csvText, type CsvStreamOptions } from './csv-writer.ts';
import { GenericDataType } from '@sightline/core';
import {
  escapeFormula,
  formatExportDate,
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
  const isPlain = plainTextTest(delimiter);
  const header = columns.map((column) => quote(csvText(escapeFormula(column.label))));

  async function* chunks(): AsyncGenerator<string> {
    yield `${opts.bom === false ? '' : '\uFEFF'}${header.join(delimiter)}\n`;
    for await (const batch of source) {
      for (let start = 0; start < batch.rowCount; start += ROWS_PER_CHUNK) {
        const end = Math.min(batch.rowCount, start + ROWS_PER_CHUNK);
        yield csvLines(batch, columns, start, end, delimiter, quote, isPlain);
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
  isPlain: (text: string) => boolean,
): string {
  const fields = columns.map((column, c) =>
    formatColumn(batch.vectors[c]!, column, start, end, quote, isPlain),
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
  isPlain: (text: string) => boolean,
): string[] {
  const out = new Array<string>(end - start);
  const isTemporal = column.generic === GenericDataType.TEMPORAL;
  const isDateOnly = column.isDateOnly === true;
  const formatDate = dateFormatter();
  for (let r = start; r < end; r += 1) {
    const value = values[r];
    // Fast paths for the common cells, each giving exactly what `quote(csvCell(...))` gives: finite
    // numbers, booleans and valid dates never need quoting; text with nothing to guard, escape or
    // quote is written as it is.
    if (typeof value === 'number' && Number.isFinite(value) && !isTemporal)
      out[r - start] = String(value);
    else if (typeof value === 'string' && !isTemporal && isPlain(value)) out[r - start] = value;
    else if (value instanceof Date && !Number.isNaN(value.getTime()))
      out[r - start] = formatDate(value, isDateOnly);
    else if (typeof value === 'boolean') out[r - start] = value ? 'True' : 'False';
    else out[r - start] = quote(csvCell(value, column));
  }
  return out;
}

const DAY_MS = 86_400_000;
const PAD2 = Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));
// Years 0 to 9999 (what `formatExportDate` pads to four digits): other years take the general path.
const FIRST_FAST_MS = new Date('0000-01-01T00:00:00Z').getTime();
const END_FAST_MS = new Date('+010000-01-01T00:00:00Z').getTime();

/**
 * `formatExportDate`, faster for long columns: the `YYYY-MM-DD` part is made once per day (rows of a
 * result are often ordered or clustered by time) and the time of day is cut from the milliseconds.
 */
function dateFormatter(): (date: Date, isDateOnly: boolean) => string {
  let lastDay = Number.NaN;
  let lastDayText = '';
  return (date, isDateOnly) => {
    const ms = date.getTime();
    if (ms < FIRST_FAST_MS || ms >= END_FAST_MS) return formatExportDate(date, isDateOnly);
    const day = Math.floor(ms / DAY_MS);
    if (day !== lastDay) {
      lastDay = day;
      lastDayText = formatExportDate(date, true);
    }
    if (isDateOnly) return lastDayText;
    let rest = ms - day * DAY_MS;
    const milli = rest % 1000;
    rest = (rest - milli) / 1000;
    const text = `${lastDayText} ${PAD2[Math.floor(rest / 3600)]}:${PAD2[Math.floor(rest / 60) % 60]}:${PAD2[rest % 60]}`;
    return milli === 0 ? text : `${text}.${String(milli).padStart(3, '0')}000`;
  };
}

/**
 * Whether `csvCell` and the quoter leave a text unchanged: not empty, no quote, line break, backslash
 * or delimiter anywhere, and nothing the formula guard looks at first (a formula char, whitespace, `"`).
 */
export function plainTextTest(delimiter: string): (text: string) => boolean {
  const escaped = delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const special = new RegExp(`["\\n\\r\\\\]|${escaped}`);
  const guarded = /^[-@+|=%\s"]/;
  return (text) => text !== '' && !guarded.test(text) && !special.test(text);
}
