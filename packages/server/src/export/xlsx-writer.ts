import { Readable } from 'node:stream';
import { GenericDataType } from '@sightline/core';
import {
  escapeFormula,
  NUMERIC_TEXT,
  temporalValue,
  valueText,
  type ExportColumn,
  type ExportColumnBatch,
  type ExportColumnSource,
  type ExportSource,
} from './export-values.ts';
import { zipStreams, type ZipEntry } from './zip-writer.ts';

/** Options of `xlsxStream`. */
export interface XlsxStreamOptions {
  /** Worksheet name; characters Excel forbids are replaced, cut to 31. Default `Sheet1` (pandas'). */
  sheetName?: string;
}

// Number formats pandas' ExcelWriter uses for datetimes and dates.
const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const DATE_FORMAT = 'yyyy-mm-dd';
// Excel keeps 15 significant digits: larger magnitudes are written as text to keep every digit.
const MAX_EXACT = 1e15;
const MAX_CELL_TEXT = 32767;
// Rows formatted into one piece of sheet XML handed to the compressor (~2 DuckDB data chunks).
const ROWS_PER_CHUNK = 2048;
// Days from Excel's epoch (1899-12-30, counting its 1900 leap-year bug) to 1970-01-01.
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;

// Cell styles (cellXfs in styles.xml): 0 plain, 1 date-time, 2 date, 3 bold header.
const STYLE_DATETIME = 1;
const STYLE_DATE = 2;
const STYLE_HEADER = 3;

/**
 * Streams a result as an XLSX workbook (docs/query-object.md §5.2): one sheet, a bold header row of
 * labels, no index column, no shared strings. Values: numbers as numbers (magnitudes above 10^15 as
 * text, decimal text in NUMERIC columns parsed), dates as Excel dates (UTC wall time) formatted
 * `yyyy-mm-dd hh:mm:ss` or `yyyy-mm-dd` for `isDateOnly` columns, booleans as booleans, text with the
 * same formula-injection guard as CSV, null/NaN as empty cells.
 *
 * The sheet's XML is written column by column straight into the zip (docs/adr/0021): each column of a
 * batch is formatted in one pass over its values and rows are joined from the formatted cells, so no
 * workbook model, row object or cell object is made per row (exceljs' streaming writer made ~10 objects
 * a row and wrote 1M rows in 50 s). Batches are pulled only as fast as the compressor and the consumer
 * keep up; an error from the source destroys the returned stream with that error.
 */
export function xlsxStream(
  source: ExportSource,
  columns: ExportColumn[],
  opts: XlsxStreamOptions = {},
): Readable {
  return workbook(rowBatches(source, columns), columns, opts);
}

/** `xlsxStream` for column batches (`vectors[c][r]`, in the order of `columns`): the same cells. */
export function xlsxColumnStream(
  source: ExportColumnSource,
  columns: ExportColumn[],
  opts: XlsxStreamOptions = {},
): Readable {
  return workbook(source, columns, opts);
}

/** Row objects seen as column vectors (one array per column, read by key). */
async function* rowBatches(
  source: ExportSource,
  columns: ExportColumn[],
): AsyncGenerator<ExportColumnBatch> {
  for await (const rows of source) {
    yield {
      rowCount: rows.length,
      vectors: columns.map((column) => rows.map((row) => row[column.name])),
    };
  }
}

function workbook(
  source: ExportColumnSource,
  columns: ExportColumn[],
  opts: XlsxStreamOptions,
): Readable {
  const text = (name: string, xml: string): ZipEntry => ({
    name,
    stream: () => Readable.from([xml]),
  });
  return zipStreams([
    text('[Content_Types].xml', CONTENT_TYPES),
    text('_rels/.rels', ROOT_RELS),
    text('xl/workbook.xml', workbookXml(sheetTitle(opts.sheetName))),
    text('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    text('xl/styles.xml', STYLES),
    {
      name: 'xl/worksheets/sheet1.xml',
      stream: () => Readable.from(sheetXml(source, columns), { objectMode: false }),
    },
  ]);
}

/** The worksheet's XML in pieces: the head, the header row, then ROWS_PER_CHUNK rows at a time. */
async function* sheetXml(
  source: ExportColumnSource,
  columns: ExportColumn[],
): AsyncGenerator<string> {
  const refs = columns.map((_, c) => columnName(c));
  // Without a width Excel shows ##### for a date-time.
  const widths = columns
    .map((column, c) =>
      column.generic === GenericDataType.TEMPORAL
        ? `<col min="${c + 1}" max="${c + 1}" width="${column.isDateOnly ? 12 : 20}" customWidth="1"/>`
        : '',
    )
    .join('');
  const header = columns
    .map((column, c) => stringCell(`${refs[c]}1`, cellText(column.label), STYLE_HEADER))
    .join('');
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/>${widths ? `<cols>${widths}</cols>` : ''}<sheetData><row r="1">${header}</row>`;
  let rowNumber = 2;
  for await (const batch of source) {
    for (let start = 0; start < batch.rowCount; start += ROWS_PER_CHUNK) {
      const end = Math.min(batch.rowCount, start + ROWS_PER_CHUNK);
      const cells = columns.map((column, c) =>
        columnCells(batch.vectors[c]!, column, refs[c]!, start, end, rowNumber),
      );
      let xml = '';
      for (let r = 0; r < end - start; r += 1) {
        xml += `<row r="${rowNumber + r}">`;
        for (let c = 0; c < cells.length; c += 1) xml += cells[c]![r]!;
        xml += '</row>';
      }
      rowNumber += end - start;
      yield xml;
    }
  }
  yield '</sheetData></worksheet>';
}

/** The cell XML of one column's rows `start` to `end` (empty text for an empty cell). */
function columnCells(
  values: ArrayLike<unknown>,
  column: ExportColumn,
  ref: string,
  start: number,
  end: number,
  firstRow: number,
): string[] {
  const out = new Array<string>(end - start);
  const dateStyle = column.isDateOnly ? STYLE_DATE : STYLE_DATETIME;
  const isTemporal = column.generic === GenericDataType.TEMPORAL;
  const isNumeric = column.generic === GenericDataType.NUMERIC;
  for (let r = start; r < end; r += 1) {
    const at = `${ref}${firstRow + r - start}`;
    const value = values[r];
    out[r - start] =
      value === null || value === undefined
        ? ''
        : cellXml(at, value, isTemporal, isNumeric, dateStyle);
  }
  return out;
}

function cellXml(
  at: string,
  value: unknown,
  isTemporal: boolean,
  isNumeric: boolean,
  dateStyle: number,
): string {
  if (isTemporal || value instanceof Date) {
    const date = temporalValue(value);
    if (date !== null)
      return `<c r="${at}" s="${dateStyle}"><v>${date.getTime() / DAY_MS + EXCEL_EPOCH_DAYS}</v></c>`;
    if (value instanceof Date) return '';
  }
  switch (typeof value) {
    case 'number':
      if (Number.isNaN(value)) return '';
      if (!Number.isFinite(value)) return stringCell(at, value > 0 ? 'inf' : '-inf');
      return Math.abs(value) > MAX_EXACT
        ? stringCell(at, String(value))
        : `<c r="${at}"><v>${value}</v></c>`;
    case 'bigint':
      return value > BigInt(MAX_EXACT) || value < -BigInt(MAX_EXACT)
        ? stringCell(at, String(value))
        : `<c r="${at}"><v>${Number(value)}</v></c>`;
    case 'boolean':
      return `<c r="${at}" t="b"><v>${value ? 1 : 0}</v></c>`;
    case 'string':
      if (isNumeric && NUMERIC_TEXT.test(value)) {
        const number = Number(value);
        // Text keeps every digit of a big decimal; Number() would round it.
        return Math.abs(number) > MAX_EXACT
          ? stringCell(at, value)
          : `<c r="${at}"><v>${number}</v></c>`;
      }
      return stringCell(at, cellText(value));
    default:
      return stringCell(at, cellText(valueText(value)));
  }
}

/** An inline-string cell (no shared-strings table, which would keep every distinct text in memory). */
function stringCell(at: string, text: string, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  return `<c r="${at}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

// Characters XML 1.0 cannot hold at all (controls but tab, newline and return; lone surrogates; U+FFFE/F).
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"]/g;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (ch) => XML_ESCAPES[ch]!);
}

function cellText(text: string): string {
  const guarded = escapeFormula(text);
  return guarded.length > MAX_CELL_TEXT ? guarded.slice(0, MAX_CELL_TEXT) : guarded;
}

/** A, B, ... Z, AA, AB ... for column index 0, 1, ... */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function sheetTitle(name: string | undefined): string {
  const cleaned = (name ?? '')
    .replace(/[[\]:*?/\\]/g, '_')
    .replace(/^'+|'+$/g, '')
    .slice(0, 31);
  return cleaned.trim() === '' ? 'Sheet1' : cleaned;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${OFFICE}.styles+xml"/>` +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

function workbookXml(sheetName: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView/></bookViews>' +
    `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

const FONT =
  '<sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/>';
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="2"><numFmt numFmtId="164" formatCode="${DATETIME_FORMAT}"/><numFmt numFmtId="165" formatCode="${DATE_FORMAT}"/></numFmts>` +
  `<fonts count="2"><font>${FONT}</font><font><b/>${FONT}</font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';
