import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { CsvError, parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { AppError } from '../../../errors.ts';
import type { Cell } from './value-kinds.ts';

/**
 * The records of an uploaded file, streamed from its temporary copy on disk: CSV through csv-parse,
 * Excel (.xlsx) through exceljs's streaming WorkbookReader. Nothing holds the whole file.
 */

export interface CsvReadOptions {
  delimiter: string;
  skipInitialSpace: boolean;
}

const parsingError = (e: unknown) =>
  new AppError(422, `Parsing error: ${(e as Error).message || 'the file could not be read'}`);

/** UTF-8 unless the first 64 KiB are not valid UTF-8, then Latin-1 (Superset's encoding fallback). */
async function detectEncoding(path: string): Promise<BufferEncoding> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(65536), 0, 65536, 0);
    new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, bytesRead), {
      stream: true,
    });
    return 'utf8';
  } catch {
    return 'latin1';
  } finally {
    await handle.close();
  }
}

/** Records of a CSV file: arrays of field texts (a blank line is one empty field). */
export async function* csvRecords(path: string, o: CsvReadOptions): AsyncGenerator<Cell[]> {
  const encoding = await detectEncoding(path);
  const parser = createReadStream(path).pipe(
    parse({
      delimiter: o.delimiter,
      encoding,
      bom: true,
      relax_column_count: true,
      // As pandas: a quote inside an unquoted field is a character.
      relax_quotes: true,
      skip_empty_lines: false,
      ltrim: o.skipInitialSpace,
    }),
  );
  try {
    for await (const record of parser) yield record as string[];
  } catch (e) {
    if (e instanceof CsvError) throw parsingError(e);
    throw e;
  } finally {
    parser.destroy();
  }
}

type ExcelValue = ExcelJS.CellValue;

/** An Excel cell as a reader cell: rich text and hyperlinks as text, formulas as their result. */
function excelCell(v: ExcelValue | undefined): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return excelCell(v.result as ExcelValue);
    if ('error' in v) return null;
  }
  return String(v as unknown);
}

/** exceljs is loaded with the first Excel upload, not at startup (most processes never read one). */
async function workbookReader(path: string) {
  const { default: excel } = await import('exceljs');
  return new excel.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'emit',
  });
}

/** Runs `fn` over the workbook; a file exceljs cannot open (e.g. an old .xls) is a 422. */
async function withWorkbook<T>(
  path: string,
  fn: (r: Awaited<ReturnType<typeof workbookReader>>) => Promise<T>,
) {
  try {
    return await fn(await workbookReader(path));
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(
      422,
      `Parsing error: not a readable Excel (.xlsx) file: ${(e as Error).message}`,
    );
  }
}

/** Records of one sheet (the first unless `sheet` names one); a missing row is an empty record. */
export async function* excelRecords(path: string, sheet: string | null): AsyncGenerator<Cell[]> {
  let found = false;
  try {
    const reader = await workbookReader(path);
    for await (const ws of reader) {
      const name = (ws as unknown as { name?: string }).name ?? '';
      const wanted: boolean = !found && (sheet === null || name === sheet);
      let expected = 1;
      // Other sheets are read through too: exceljs hands worksheets over in file order.
      for await (const row of ws) {
        if (!wanted) continue;
        for (; expected < row.number; expected++) yield [];
        yield Array.from((row.values as ExcelValue[]).slice(1), excelCell);
        expected = row.number + 1;
      }
      found ||= wanted;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(
      422,
      `Parsing error: not a readable Excel (.xlsx) file: ${(e as Error).message}`,
    );
  }
  if (!found)
    throw new AppError(422, sheet ? `Worksheet named '${sheet}' not found` : 'No sheet in file');
}

/** Sheet names and the first rows of each sheet (for upload_metadata). */
export async function excelSheets(
  path: string,
  maxRows: number,
): Promise<{ name: string; records: Cell[][] }[]> {
  return withWorkbook(path, async (reader) => {
    const out: { name: string; records: Cell[][] }[] = [];
    for await (const ws of reader) {
      const records: Cell[][] = [];
      for await (const row of ws) {
        if (records.length < maxRows)
          records.push(Array.from((row.values as ExcelValue[]).slice(1), excelCell));
      }
      out.push({ name: (ws as unknown as { name?: string }).name ?? '', records });
    }
    return out;
  });
}
