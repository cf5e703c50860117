import type { UploadPost } from '@sightline/core';
import type { ValueKind } from '../../../engines/sql-dialect.ts';
import { AppError } from '../../../errors.ts';
import { openColumnar } from './columnar-records.ts';
import { csvRecords, excelRecords } from './file-records.ts';
import { shapeTable, type ShapeOptions } from './table-shape.ts';
import { extractParquetFiles, isZipFile } from './zip-parquet.ts';
import type { WriteColumn } from './table-writer.ts';
import {
  CellError,
  cellOptions,
  conversionError,
  isNullCell,
  kindOfCell,
  kindOfDtype,
  mergeKinds,
  NATIVE_CELLS,
  toParam,
  type Cell,
  type CellOptions,
} from './value-kinds.ts';

/**
 * An uploaded file as typed columns and batches of bound parameters. CSV and Excel files are read
 * twice from their temporary copy: once to infer each column's kind (and to check every cell
 * fits, so that a bad cell is a 422 before the database is touched), once to convert and insert.
 * Parquet columns carry their own types and are read once.
 */
export interface FileSource {
  columns: WriteColumn[];
  batches: AsyncIterable<unknown[][]>;
  close(): void;
}

const BATCH_ROWS = 1000;
/** Most bytes a zip of Parquet files may inflate to. */
const MAX_UNZIPPED_BYTES = 2 * 1024 * 1024 * 1024;

function shapeOptions(form: UploadPost): ShapeOptions {
  return {
    skipRows: form.skip_rows ?? 0,
    headerRow: form.header_row ?? 0,
    rowsToRead: form.rows_to_read ?? null,
    skipBlankLines: form.skip_blank_lines ?? false,
    columnsRead: form.columns_read ?? [],
    indexColumn: form.index_column || null,
    dataframeIndex: form.dataframe_index ?? false,
    indexLabel: form.index_label || null,
  };
}

/** The kinds `column_dates` and `column_data_types` impose (dates win, as pandas parses them last). */
function forcedKinds(columns: string[], form: UploadPost): (ValueKind | null)[] {
  const dates = form.column_dates ?? [];
  const missing = dates.filter((d) => !columns.includes(d));
  if (missing.length)
    throw new AppError(422, `Missing column provided to 'parse_dates': '${missing.join(', ')}'`);
  const dtypes = form.column_data_types ?? {};
  return columns.map((name) => {
    if (dates.includes(name)) return 'timestamp';
    const dtype = dtypes[name];
    if (dtype === undefined) return null;
    const kind = kindOfDtype(dtype);
    if (!kind) throw new AppError(422, `Data type '${dtype}' of column '${name}' not understood`);
    return kind;
  });
}

/** Pass 1: the kind of every column, checking the cells of forced columns. */
async function inferKinds(
  rows: AsyncIterable<{ line: number; cells: Cell[] }>,
  columns: string[],
  forced: (ValueKind | null)[],
  co: CellOptions,
  form: UploadPost,
): Promise<ValueKind[]> {
  const kinds: (ValueKind | null)[] = columns.map(() => null);
  for await (const { line, cells } of rows) {
    cells.forEach((v, i) => {
      if (isNullCell(v, co)) return;
      const f = forced[i];
      if (!f) {
        kinds[i] = mergeKinds(kinds[i] ?? null, kindOfCell(v as Exclude<Cell, null>, co));
        return;
      }
      try {
        toParam(v, f, co);
      } catch (e) {
        if (!(e instanceof CellError)) throw e;
        const name = columns[i]!;
        const label = form.column_dates?.includes(name)
          ? 'datetime64'
          : form.column_data_types![name]!;
        throw conversionError(name, label, line, String(v));
      }
    });
  }
  return columns.map((_, i) => forced[i] ?? kinds[i] ?? 'text');
}

async function textSource(path: string, form: UploadPost): Promise<FileSource> {
  const records = () =>
    form.type === 'csv'
      ? csvRecords(path, {
          delimiter: form.delimiter ?? ',',
          skipInitialSpace: form.skip_initial_space ?? false,
        })
      : excelRecords(path, form.sheet_name || null);
  const shape = shapeOptions(form);
  const co = cellOptions(form);
  const first = await shapeTable(records(), shape);
  const forced = forcedKinds(first.columns, form);
  const kinds = await inferKinds(first.rows, first.columns, forced, co, form);
  const columns = first.columns.map((name, i) => ({ name, kind: kinds[i]! }));
  async function* batches(): AsyncGenerator<unknown[][]> {
    const second = await shapeTable(records(), shape);
    let batch: unknown[][] = [];
    for await (const { cells } of second.rows) {
      batch.push(cells.map((v, i) => toParam(v, kinds[i]!, co)));
      if (batch.length >= BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
  return { columns, batches: batches(), close: () => undefined };
}

/** The Parquet files of an upload: the file itself, or the .parquet entries of a zip. */
export async function parquetPaths(path: string): Promise<string[]> {
  return (await isZipFile(path)) ? extractParquetFiles(path, MAX_UNZIPPED_BYTES) : [path];
}

async function columnarSource(path: string, form: UploadPost): Promise<FileSource> {
  const file = await openColumnar(await parquetPaths(path), form.columns_read ?? []);
  const { columns } = file;
  async function* batches(): AsyncGenerator<unknown[][]> {
    for await (const rows of file.batches)
      yield rows.map((r) => r.map((v, i) => toParam(v, columns[i]!.kind, NATIVE_CELLS)));
  }
  return { columns, batches: batches(), close: file.close };
}

/** Opens the uploaded file at `path` as `form.type` says. */
export function openFileSource(path: string, form: UploadPost): Promise<FileSource> {
  return form.type === 'columnar' ? columnarSource(path, form) : textSource(path, form);
}
