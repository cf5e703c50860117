import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { GenericDataType } from '@sightline/core';
import {
  escapeFormula,
  NUMERIC_TEXT,
  temporalValue,
  valueText,
  type ExportColumn,
  type ExportColumnSource,
  type ExportSource,
} from './export-values.ts';

/** Options of `xlsxStream`. */
export interface XlsxStreamOptions {
  /** Worksheet name; characters Excel forbids are replaced, cut to 31. Default `Sheet1` (pandas'). */
  sheetName?: string;
}

/** A cell value as exceljs writes it; undefined leaves the cell empty. */
type XlsxCell = number | string | boolean | Date | undefined;

// Number formats pandas' ExcelWriter uses for datetimes and dates.
const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const DATE_FORMAT = 'yyyy-mm-dd';
// Excel keeps 15 significant digits: larger magnitudes are written as text to keep every digit.
const MAX_EXACT = 1e15;
const MAX_CELL_TEXT = 32767;
// How many rows are written between two looks at the backlog.
const ROWS_PER_CHECK = 500;
// Uncompressed sheet XML allowed to wait for the zip compressor before the writer pauses.
const MAX_BACKLOG = 1 << 20;
const ZIP_BUFFER = 64 * 1024;

/**
 * Streams a result as an XLSX workbook with exceljs' streaming `WorkbookWriter`, committing every row as
 * it is written so that only the rows of the current batch are in memory (docs/query-object.md §5.2): one
 * sheet, a bold header row of labels, no index column, no shared strings. Values: numbers as numbers
 * (magnitudes above 10^15 as text, decimal text in NUMERIC columns parsed), dates as Excel dates
 * (UTC wall time) formatted `yyyy-mm-dd hh:mm:ss` or `yyyy-mm-dd` for `isDateOnly` columns, booleans as
 * booleans, text with the same formula-injection guard as CSV, null/NaN as empty cells.
 *
 * Batches are pulled only as fast as the zip compressor and the consumer keep up; an error from the
 * source destroys the returned stream with that error.
 */
export function xlsxStream(
  source: ExportSource,
  columns: ExportColumn[],
  opts: XlsxStreamOptions = {},
): Readable {
  return startWorkbook(rowCells(source, columns), columns, opts);
}

/**
 * `xlsxStream` for column batches (`vectors[c][r]`, in the order of `columns`): the same cells, read
 * from the column arrays without an object per row.
 */
export function xlsxColumnStream(
  source: ExportColumnSource,
  columns: ExportColumn[],
  opts: XlsxStreamOptions = {},
): Readable {
  return startWorkbook(columnCells(source), columns, opts);
}

/** A batch seen through one accessor: `value(r, c)` is row r's value of column c. */
interface CellBatch {
  rowCount: number;
  value(row: number, column: number): unknown;
}

async function* rowCells(source: ExportSource, columns: ExportColumn[]): AsyncGenerator<CellBatch> {
  for await (const batch of source)
    yield { rowCount: batch.length, value: (r, c) => batch[r]![columns[c]!.name] };
}

async function* columnCells(source: ExportColumnSource): AsyncGenerator<CellBatch> {
  for await (const batch of source)
    yield { rowCount: batch.rowCount, value: (r, c) => batch.vectors[c]![r] };
}

function startWorkbook(
  source: AsyncIterable<CellBatch>,
  columns: ExportColumn[],
  opts: XlsxStreamOptions,
): Readable {
  const out = new PassThrough();
  writeWorkbook(source, columns, sheetTitle(opts.sheetName), out).catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

async function writeWorkbook(
  source: AsyncIterable<CellBatch>,
  columns: ExportColumn[],
  sheetName: string,
  out: PassThrough,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false, // shared strings would keep every distinct text in memory
    // archiver buffers 1 MB of compressed output by default (~50k rows); 64 KB keeps the lag short.
    zip: { highWaterMark: ZIP_BUFFER } as Partial<ExcelJS.stream.xlsx.ArchiverZipOptions>,
  });
  const sheet = workbook.addWorksheet(sheetName);
  columns.forEach((column, i) => {
    // Without a width Excel shows ##### for a date-time.
    if (column.generic === GenericDataType.TEMPORAL)
      sheet.getColumn(i + 1).width = column.isDateOnly ? 12 : 20;
  });
  const header = sheet.addRow(columns.map((column) => cellText(column.label)));
  header.font = { bold: true };
  header.commit();

  // One style object per kind of cell: exceljs caches a style's id by object identity and otherwise
  // renders every cell's style to XML to look it up (1M rows: 26 s instead of 12-16 s).
  const plain: Partial<ExcelJS.Style> = {};
  const dated = columns.map((column): Partial<ExcelJS.Style> => ({
    numFmt: column.isDateOnly ? DATE_FORMAT : DATETIME_FORMAT,
  }));
  let sinceCheck = 0;
  for await (const batch of source) {
    for (let r = 0; r < batch.rowCount; r += 1) {
      const values = new Array<XlsxCell>(columns.length);
      for (let c = 0; c < columns.length; c += 1)
        values[c] = xlsxCell(batch.value(r, c), columns[c]!);
      const written = sheet.addRow(values);
      for (let i = 0; i < values.length; i += 1) {
        if (values[i] !== undefined)
          written.getCell(i + 1).style = values[i] instanceof Date ? dated[i] : plain;
      }
      written.commit();
      sinceCheck += 1;
      if (sinceCheck >= ROWS_PER_CHECK) {
        sinceCheck = 0;
        await waitForBacklog(sheet, out);
        if (out.destroyed) return; // the consumer went away; `for await` closes the source
      }
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** The exceljs value of one cell. */
function xlsxCell(value: unknown, column: ExportColumn): XlsxCell {
  if (value === null || value === undefined) return undefined;
  if (column.generic === GenericDataType.TEMPORAL || value instanceof Date) {
    const date = temporalValue(value);
    if (date !== null) return date;
    if (value instanceof Date) return undefined;
  }
  switch (typeof value) {
    case 'number':
      if (Number.isNaN(value)) return undefined;
      if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
      return Math.abs(value) > MAX_EXACT ? String(value) : value;
    case 'bigint':
      return value > BigInt(MAX_EXACT) || value < -BigInt(MAX_EXACT)
        ? String(value)
        : Number(value);
    case 'boolean':
      return value;
    case 'string':
      if (column.generic === GenericDataType.NUMERIC && NUMERIC_TEXT.test(value)) {
        const number = Number(value);
        // Text keeps every digit of a big decimal; Number() would round it.
        return Math.abs(number) > MAX_EXACT ? value : number;
      }
      return cellText(value);
    default:
      return cellText(valueText(value));
  }
}

function cellText(text: string): string {
  const guarded = escapeFormula(text);
  return guarded.length > MAX_CELL_TEXT ? guarded.slice(0, MAX_CELL_TEXT) : guarded;
}

function sheetTitle(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/[[\]:*?/\\]/g, '_')
    .replace(/^'+|'+$/g, '')
    .slice(0, 31);
  return cleaned.trim() === '' ? 'Sheet1' : cleaned;
}

/** The part of a stream exceljs and archiver expose that tells how much is queued. */
interface QueuedStream {
  _writableState?: { length: number };
  once(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
}

/**
 * Waits while the sheet's XML queues up in front of the zip compressor. exceljs' sheet stream ignores
 * backpressure: it writes into the pass-through archiver reads the entry from, whatever that returns.
 * That pass-through only drains as fast as deflate and, through archiver's pipe into `out`, the
 * consumer go, so its queue length is the one number that says "slow down". It is an internal of
 * exceljs 4 / archiver 5; if it is missing, the writer just yields to the event loop.
 */
async function waitForBacklog(sheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  const sheetStream = (sheet as unknown as { _stream?: { pipes?: QueuedStream[] } })._stream;
  const queue = sheetStream?.pipes?.[0];
  const queued = queue?._writableState?.length;
  if (queue === undefined || queued === undefined) {
    await new Promise((resolve) => setImmediate(resolve));
    return;
  }
  if (queued <= MAX_BACKLOG || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = (): void => {
      queue.off('drain', done);
      queue.off('close', done);
      out.off('close', done);
      resolve();
    };
    queue.once('drain', done);
    queue.once('close', done);
    out.once('close', done);
  });
}
