import type { FieldPacket } from 'mysql2/promise';
import { GenericDataType } from '@sightline/core';
import { parseTemporal, toJsonSafe } from '../values.ts';

/** Binary (not text) columns carry the `binary` character set. */
const BINARY_CHARSET = 63;

/** Wire column type -> [text name, binary name]. */
const TYPE_NAMES: Record<number, [string, string?]> = {
  0: ['DECIMAL'],
  1: ['TINYINT'],
  2: ['SMALLINT'],
  3: ['INT'],
  4: ['FLOAT'],
  5: ['DOUBLE'],
  6: ['NULL'],
  7: ['TIMESTAMP'],
  8: ['BIGINT'],
  9: ['MEDIUMINT'],
  10: ['DATE'],
  11: ['TIME'],
  12: ['DATETIME'],
  13: ['YEAR'],
  14: ['DATE'],
  15: ['VARCHAR', 'VARBINARY'],
  16: ['BIT'],
  245: ['JSON'],
  246: ['DECIMAL'],
  247: ['ENUM'],
  248: ['SET'],
  249: ['TINYTEXT', 'TINYBLOB'],
  250: ['MEDIUMTEXT', 'MEDIUMBLOB'],
  251: ['LONGTEXT', 'LONGBLOB'],
  252: ['TEXT', 'BLOB'],
  253: ['VARCHAR', 'VARBINARY'],
  254: ['CHAR', 'BINARY'],
  255: ['GEOMETRY'],
};

/** Native type name of a result column; TINYINT(1) is kept apart because it is MySQL's BOOL. */
export function mysqlTypeName(field: FieldPacket): string {
  const code = field.columnType ?? field.type ?? 253;
  if (code === 1 && field.columnLength === 1) return 'TINYINT(1)';
  const [text, binary] = TYPE_NAMES[code] ?? ['VARCHAR'];
  return field.characterSet === BINARY_CHARSET && binary ? binary : text;
}

/** Converts one value read with dateStrings/decimalNumbers/supportBigNumbers into our result values. */
export function convertMysqlValue(v: unknown, type: string, generic: GenericDataType): unknown {
  if (v === null || v === undefined) return null;
  if (generic === GenericDataType.BOOLEAN && typeof v === 'number') return v !== 0;
  if (type === 'BIT' && v instanceof Uint8Array) {
    let n = 0n;
    for (const byte of v) n = (n << 8n) | BigInt(byte);
    return toJsonSafe(n);
  }
  // TIME stays text ('838:59:59' is a valid TIME); zero dates have no Date and become null.
  if (generic === GenericDataType.TEMPORAL && typeof v === 'string' && type !== 'TIME')
    return parseTemporal(v);
  return toJsonSafe(v);
}

/** Bound values as mysql2 expects them: bigints as text, undefined as NULL (Dates are sent in UTC). */
export function toMysqlParam(v: unknown): unknown {
  if (v === undefined) return null;
  if (typeof v === 'bigint') return v.toString();
  return v;
}
