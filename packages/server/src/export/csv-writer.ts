import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import { GenericDataType } from '@sightline/core';
import {
  escapeFormula,
  formatExportDate,
  NUMERIC_TEXT,
  temporalValue,
  valueText,
  type ExportColumn,
  type ExportRow,
  type ExportSource,
} from './export-values.ts';

/** Options of `csvStream`. */
export interface CsvStreamOptions {
  /** Start with a UTF-8 byte order mark (`CSV_EXPORT.encoding` = `utf-8-sig`). Default true. */
  bom?: boolean;
  /** Field separator. Default `,`. */
  delimiter?: string;
}

// Rows stringified per chunk: big enough to amortise the per-call cost, small enough to keep
// chunks around 100 KB whatever batch size the source hands over.
const ROWS_PER_CHUNK = 1000;

/**
 * Streams a result as CSV text written the way Superset's `df_to_escaped_csv` + pandas `to_csv` do
 * (docs/query-object.md §5.2): a header of labels, no index column, `\n` line ends, fields quoted only when
 * needed with `"` doubled, escape char `\` (so a backslash is written doubled), the formula-injection
 * guard on headers and text cells, null/NaN as empty, booleans as `True`/`False`, ±Infinity as
 * `inf`/`-inf`, dates in UTC as `YYYY-MM-DD HH:MM:SS` (`YYYY-MM-DD` for `isDateOnly` columns).
 *
 * Batches are pulled from `source` only as fast as the consumer reads, one chunk per 1,000 rows.
 * Known differences from pandas: a whole float such as 5.0 is written `5` (JS numbers do not keep the
 * distinction); milliseconds are added per value, not to every value of the column; a bare `\r` is
 * quoted (Python's writer leaves it bare, which spreadsheets read as a line break).
 */
export function csvStream(
  source: ExportSource,
  columns: ExportColumn[],
  opts: CsvStreamOptions = {},
): Readable {
  const stringifyOptions: Options = {
    delimiter: opts.delimiter ?? ',',
    record_delimiter: '\n',
    quote_record_delimiter: true,
    // Python writes a lone empty field as `""` so that the row is not a blank line.
    quoted_empty: columns.length === 1,
  };
  const header = columns.map((column) => csvText(escapeFormula(column.label)));

  async function* chunks(): AsyncGenerator<string> {
    yield (opts.bom === false ? '' : '\uFEFF') + stringify([header], stringifyOptions);
    for await (const batch of source) {
      for (let start = 0; start < batch.length; start += ROWS_PER_CHUNK) {
        const records: string[][] = [];
        const end = Math.min(batch.length, start + ROWS_PER_CHUNK);
        for (let i = start; i < end; i += 1) records.push(csvRecord(batch[i], columns));
        yield stringify(records, stringifyOptions);
      }
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

function csvRecord(row: ExportRow, columns: ExportColumn[]): string[] {
  const record = new Array<string>(columns.length);
  for (let i = 0; i < columns.length; i += 1) record[i] = csvCell(row[columns[i].name], columns[i]);
  return record;
}

/** The text of one CSV field, before csv-stringify (or `csvField`) quotes it. */
export function csvCell(value: unknown, column: ExportColumn): string {
  if (value === null || value === undefined) return '';
  if (column.generic === GenericDataType.TEMPORAL || value instanceof Date) {
    const date = temporalValue(value);
    if (date !== null) return formatExportDate(date, column.isDateOnly);
    if (value instanceof Date) return '';
  }
  switch (typeof value) {
    case 'number':
      if (Number.isNaN(value)) return '';
      return Number.isFinite(value) ? String(value) : value > 0 ? 'inf' : '-inf';
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 'True' : 'False';
    case 'string':
      // A decimal the driver returned as text is a number to pandas too: never guarded.
      if (column.generic === GenericDataType.NUMERIC && NUMERIC_TEXT.test(value)) return value;
      return csvText(escapeFormula(value));
    default:
      return csvText(escapeFormula(valueText(value)));
  }
}

/**
 * Quotes fields the way csv-stringify does with `csvStream`'s options: a field holding a quote, the
 * delimiter, `\n` or `\r` is quoted with its quotes doubled; an empty field is `""` only when
 * `quoteEmpty` (a one-column file, where Python writes it so that the row is not a blank line).
 */
export function csvQuoter(delimiter: string, quoteEmpty: boolean): (text: string) => string {
  const escaped = delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const special = new RegExp(`["\\n\\r]|${escaped}`);
  return (text) => {
    if (text === '') return quoteEmpty ? '""' : '';
    if (!special.test(text)) return text;
    return `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`;
  };
}

// pandas is called with escapechar='\\' and Python's csv writer then escapes the escape char itself,
// so `|pipe` ends up in the file as `'\\|pipe`.
export function csvText(text: string): string {
  return text.includes('\\') ? text.replaceAll('\\', '\\\\') : text;
}
