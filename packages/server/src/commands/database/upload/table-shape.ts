import { AppError } from '../../../errors.ts';
import type { Cell } from './value-kinds.ts';

/**
 * Turns the records of a CSV file or an Excel sheet into named columns and rows, with the
 * options of Superset's upload form as pandas reads them: `skip_rows` records dropped first, the
 * header at `header_row` after them, `rows_to_read`, `columns_read` (pandas' usecols),
 * `index_column` (kept as the first column only with `dataframe_index`, named `index_label`), and
 * blank records skipped with `skip_blank_lines` (otherwise a row of nulls).
 */
export interface ShapeOptions {
  skipRows: number;
  headerRow: number;
  rowsToRead: number | null;
  skipBlankLines: boolean;
  columnsRead: string[];
  indexColumn: string | null;
  dataframeIndex: boolean;
  indexLabel: string | null;
}

/** A data row and the 1-based record number it came from (for error messages). */
export interface ShapedRow {
  line: number;
  cells: Cell[];
}

export interface ShapedTable {
  columns: string[];
  rows: AsyncIterable<ShapedRow>;
}

const isBlank = (r: Cell[]) => r.every((c) => c === null || c === '');

/** Header names as pandas makes them: blanks become `Unnamed: i`, repeats get `.1`, `.2`. */
export function headerNames(record: Cell[]): string[] {
  const used = new Set<string>();
  const counts = new Map<string, number>();
  return record.map((c, i) => {
    const raw = c instanceof Date ? c.toISOString() : String(c ?? '').trim();
    const base = raw === '' ? `Unnamed: ${i}` : raw;
    let n = counts.get(base) ?? 0;
    let name = base;
    while (used.has(name)) name = `${base}.${++n}`;
    counts.set(base, n);
    used.add(name);
    return name;
  });
}

/** Which source column each output column reads (-1: the generated row number) and its name. */
function plan(header: string[], o: ShapeOptions): { names: string[]; from: number[] } {
  const missing = o.columnsRead.filter((c) => !header.includes(c));
  if (missing.length)
    throw new AppError(
      422,
      `Usecols do not match columns, columns expected but not found: ${JSON.stringify(missing)}`,
    );
  const index = o.indexColumn ? header.indexOf(o.indexColumn) : -1;
  if (o.indexColumn && index < 0)
    throw new AppError(422, `Index column '${o.indexColumn}' is not a column of the file`);
  const picked = header
    .map((name, i) => ({ name, i }))
    .filter(
      ({ name, i }) => i !== index && (!o.columnsRead.length || o.columnsRead.includes(name)),
    );
  const names = picked.map((p) => p.name);
  const from = picked.map((p) => p.i);
  if (o.dataframeIndex) {
    names.unshift(o.indexLabel || o.indexColumn || 'index');
    from.unshift(index);
  }
  return { names, from };
}

/** Reads the header from `records` and returns the columns and a one-shot iterable of rows. */
export async function shapeTable(
  records: AsyncIterable<Cell[]>,
  o: ShapeOptions,
): Promise<ShapedTable> {
  const it = records[Symbol.asyncIterator]();
  let line = 0;
  const next = async (): Promise<Cell[] | null> => {
    for (;;) {
      const r = await it.next();
      if (r.done) return null;
      line++;
      if (!(o.skipBlankLines && isBlank(r.value))) return r.value;
    }
  };
  for (let i = 0; i < o.skipRows + o.headerRow; i++) {
    if ((await next()) === null) break;
  }
  const headerRecord = await next();
  if (headerRecord === null || isBlank(headerRecord))
    throw new AppError(422, 'Parsing error: No columns to parse from file');
  const header = headerNames(headerRecord);
  const { names, from } = plan(header, o);
  async function* rows(): AsyncGenerator<ShapedRow> {
    let count = 0;
    for (;;) {
      if (o.rowsToRead !== null && count >= o.rowsToRead) break;
      const r = await next();
      if (r === null) break;
      if (r.length > header.length && !isBlank(r.slice(header.length)))
        throw new AppError(
          422,
          `Parsing error: Expected ${header.length} fields in line ${line}, saw ${r.length}`,
        );
      const cells = from.map((i) => (i < 0 ? count : (r[i] ?? null)));
      count++;
      yield { line, cells };
    }
  }
  return { columns: names, rows: rows() };
}
