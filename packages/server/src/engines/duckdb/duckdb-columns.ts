import {
  DuckDBTypeId,
  JSDuckDBValueConverter,
  type DuckDBDataChunk,
  type DuckDBType,
} from '@duckdb/node-api';
import duckdb from '@duckdb/node-bindings';
import { toJsonSafe } from '../values.ts';

/**
 * Reads a DuckDB data chunk column by column, for exports. Values are the ones the row path
 * (`convertRows` + `toJsonSafe`) produces, so an export is the same whichever path read it.
 *
 * VARCHAR columns are read from the vector's 16-byte string structs directly: the library's
 * `getItem` decodes every string with a TextDecoder, the dominant cost of a 1M-row export. Strings of
 * up to 12 bytes are stored inline in the struct; pure-ASCII ones are built here without a decoder.
 * Longer strings live behind a pointer that only the native binding can read, one call per run of
 * strings adjacent in memory (a whole chunk's column, usually) rather than one per string.
 */

/** Reads one column of a chunk into an array of JS values. */
export type ColumnReader = (chunk: DuckDBDataChunk, index: number) => unknown[];

const decoder = new TextDecoder();
const STRING_STRUCT = 16;
const INLINE_MAX = 12;

/** A column reader per result column type. `formatTime` renders TIME values as the row path does. */
export function columnReaders(
  types: readonly DuckDBType[],
  formatTime: (micros: bigint) => string,
): ColumnReader[] {
  return types.map((type) => {
    if (type.typeId === DuckDBTypeId.VARCHAR) return readVarchar;
    if (type.typeId === DuckDBTypeId.TIME)
      return (chunk, i) =>
        chunk
          .convertColumnValues(i, JSDuckDBValueConverter)
          .map((v) => (typeof v === 'bigint' ? formatTime(v) : toJsonSafe(v)));
    return (chunk, i) => {
      const values = chunk.convertColumnValues(i, JSDuckDBValueConverter) as unknown[];
      for (let r = 0; r < values.length; r += 1) values[r] = toJsonSafe(values[r]);
      return values;
    };
  });
}

function readVarchar(chunk: DuckDBDataChunk, index: number): unknown[] {
  const count = chunk.rowCount;
  const vector = duckdb.data_chunk_get_vector(chunk.chunk, index);
  const data = duckdb.vector_get_data(vector, count * STRING_STRUCT);
  // Null when every row is valid; otherwise a bit per row, little-endian 64-bit words.
  const validity = duckdb.vector_get_validity(
    vector,
    Math.ceil(count / 64) * 8,
  ) as Uint8Array | null;
  const valid = (r: number) => !validity || (validity[r >> 3]! & (1 << (r & 7))) !== 0;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const lengthOf = (r: number) => view.getUint32(r * STRING_STRUCT, true);
  const pointerOf = (r: number) =>
    view.getUint32(r * STRING_STRUCT + 8, true) +
    view.getUint32(r * STRING_STRUCT + 12, true) * 2 ** 32;
  const out = new Array<unknown>(count);
  for (let r = 0; r < count; r += 1) {
    if (!valid(r)) {
      out[r] = null;
      continue;
    }
    const length = lengthOf(r);
    if (length <= INLINE_MAX) {
      const offset = r * STRING_STRUCT + 4;
      out[r] =
        inlineAscii(data, offset, length) ?? decoder.decode(data.subarray(offset, offset + length));
      continue;
    }
    // DuckDB writes the long strings of a chunk one after the other: read each run of adjacent
    // strings with one native call (exactly their bytes, nothing between or around them).
    let end = r + 1;
    let total = length;
    while (end < count && valid(end)) {
      const next = lengthOf(end);
      if (next <= INLINE_MAX || pointerOf(end) !== pointerOf(r) + total) break;
      total += next;
      end += 1;
    }
    const bytes = duckdb.get_data_from_pointer(
      data.buffer as ArrayBuffer,
      data.byteOffset + r * STRING_STRUCT + 8,
      total,
    );
    splitRun(bytes, r, end, lengthOf, out);
    r = end - 1;
  }
  return out;
}

/** Decodes a run of adjacent strings (rows `from` to `to`) into `out`. */
function splitRun(
  bytes: Uint8Array,
  from: number,
  to: number,
  lengthOf: (r: number) => number,
  out: unknown[],
): void {
  const text = decoder.decode(bytes);
  // Valid UTF-8 (DuckDB checks VARCHAR) decodes to as many UTF-16 units as bytes only when ASCII:
  // then byte offsets are string offsets.
  const ascii = text.length === bytes.length;
  let offset = 0;
  for (let r = from; r < to; r += 1) {
    const length = lengthOf(r);
    out[r] = ascii
      ? text.slice(offset, offset + length)
      : decoder.decode(bytes.subarray(offset, offset + length));
    offset += length;
  }
}

/** The inline bytes as a string when they are all ASCII (null otherwise). */
function inlineAscii(data: Uint8Array, start: number, length: number): string | null {
  let text = '';
  for (let i = start; i < start + length; i += 1) {
    const byte = data[i]!;
    if (byte >= 0x80) return null;
    text += String.fromCharCode(byte);
  }
  return text;
}
