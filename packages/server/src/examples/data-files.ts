import { createReadStream, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip, gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse';

/**
 * Reading a directory of example data files: CSV (header row first) or a JSON array of objects,
 * each optionally gzip-compressed. One file becomes one table.
 */

/** A data file found in a directory, with the table it loads into. */
export interface DataFile {
  fileName: string;
  path: string;
  format: 'csv' | 'json';
  isGzipped: boolean;
  table: string;
}

/** A file's contents as named columns and rows; `rows()` can be iterated more than once. */
export interface TabularData {
  /** Original column names (CSV header or JSON keys in first-seen order). */
  columns: string[];
  /** Rows as arrays aligned with `columns`; missing cells are undefined. */
  rows(): AsyncIterable<unknown[]>;
  /** True when rows() re-reads and re-parses the file (CSV), false when the data is in memory (JSON). */
  isStreamed: boolean;
}

const DATA_FILE_RE = /\.(csv|json)(\.gz)?$/i;
// PostgreSQL truncates identifiers at 63 bytes, MySQL rejects more than 64.
const MAX_IDENTIFIER_LENGTH = 63;

/** Lower-case ASCII identifier: accents stripped, runs of other characters -> '_', no '_' at the ends. */
export function normalizeIdentifier(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_IDENTIFIER_LENGTH);
}

/** Normalised, de-duplicated column names ('Travel Class' -> 'travel_class'; a repeat gets '_2'). */
export function normalizeColumnNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw, i) => {
    const base = normalizeIdentifier(raw) || `column_${i + 1}`;
    let name = base;
    for (let n = 2; used.has(name); n++)
      name = `${base.slice(0, MAX_IDENTIFIER_LENGTH - String(n).length - 1)}_${n}`;
    used.add(name);
    return name;
  });
}

/** The table a file loads into: its name without extensions, normalised ('bart-lines.json.gz' -> 'bart_lines'). */
export function tableNameForFile(fileName: string): string {
  return normalizeIdentifier(fileName.replace(DATA_FILE_RE, '')) || 'data';
}

/** The data files of `dir` (other files such as README.md are ignored), sorted by table name. */
export function listDataFiles(dir: string): DataFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && DATA_FILE_RE.test(e.name))
    .map((e) => e.name)
    .map((fileName) => {
      const match = DATA_FILE_RE.exec(fileName)!;
      return {
        fileName,
        path: join(dir, fileName),
        format: match[1].toLowerCase() as 'csv' | 'json',
        isGzipped: Boolean(match[2]),
        table: tableNameForFile(fileName),
      };
    })
    .sort((a, b) =>
      a.table < b.table ? -1 : a.table > b.table ? 1 : a.fileName < b.fileName ? -1 : 1,
    );
}

/** Streams the records of a CSV file (the header row included) as arrays of strings. */
function csvRecords(file: DataFile): AsyncIterable<string[]> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
  const streams: (Readable | NodeJS.ReadWriteStream)[] = [createReadStream(file.path)];
  if (file.isGzipped) streams.push(createGunzip());
  // pipeline destroys the parser with the first error, so the loop below rejects with it.
  pipeline([...streams, parser] as unknown as [Readable, NodeJS.WritableStream], () => undefined);
  return parser as AsyncIterable<string[]>;
}

async function openCsv(file: DataFile): Promise<TabularData> {
  let header: string[] | undefined;
  for await (const record of csvRecords(file)) {
    header = record;
    break;
  }
  if (!header) throw new Error(`${file.fileName}: empty CSV file (no header row)`);
  return {
    columns: header,
    isStreamed: true,
    async *rows() {
      let isHeader = true;
      for await (const record of csvRecords(file)) {
        if (isHeader) isHeader = false;
        else yield record;
      }
    },
  };
}

async function openJson(file: DataFile): Promise<TabularData> {
  const bytes = await readFile(file.path);
  const parsed: unknown = JSON.parse((file.isGzipped ? gunzipSync(bytes) : bytes).toString('utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file.fileName}: expected a JSON array of objects`);
  const columns: string[] = [];
  const known = new Set<string>();
  for (const item of parsed) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw new Error(
        `${file.fileName}: expected a JSON array of objects, found ${JSON.stringify(item)?.slice(0, 40)}`,
      );
    }
    for (const key of Object.keys(item)) {
      if (known.has(key)) continue;
      known.add(key);
      columns.push(key);
    }
  }
  const objects = parsed as Record<string, unknown>[];
  return {
    columns,
    isStreamed: false,
    async *rows() {
      for (const item of objects) yield columns.map((c) => item[c]);
    },
  };
}

/** Opens a data file for reading. JSON files are parsed whole; CSV files are streamed on each pass. */
export function openDataFile(file: DataFile): Promise<TabularData> {
  return file.format === 'csv' ? openCsv(file) : openJson(file);
}
