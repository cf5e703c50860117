import pg from 'pg';
import { bigintToJson, parseTemporal } from '../values.ts';

/** Names of the built-in type OIDs a result column may carry; others are looked up in pg_type. */
export const PG_TYPE_NAMES: Record<number, string> = {
  16: 'BOOLEAN',
  17: 'BYTEA',
  18: 'CHAR',
  19: 'NAME',
  20: 'BIGINT',
  21: 'SMALLINT',
  23: 'INTEGER',
  25: 'TEXT',
  26: 'OID',
  114: 'JSON',
  142: 'XML',
  650: 'CIDR',
  700: 'REAL',
  701: 'DOUBLE PRECISION',
  790: 'MONEY',
  869: 'INET',
  1000: 'BOOLEAN[]',
  1005: 'SMALLINT[]',
  1007: 'INTEGER[]',
  1009: 'TEXT[]',
  1015: 'VARCHAR[]',
  1016: 'BIGINT[]',
  1021: 'REAL[]',
  1022: 'DOUBLE PRECISION[]',
  1042: 'CHAR',
  1043: 'VARCHAR',
  1082: 'DATE',
  1083: 'TIME WITHOUT TIME ZONE',
  1114: 'TIMESTAMP WITHOUT TIME ZONE',
  1115: 'TIMESTAMP WITHOUT TIME ZONE[]',
  1182: 'DATE[]',
  1184: 'TIMESTAMP WITH TIME ZONE',
  1185: 'TIMESTAMP WITH TIME ZONE[]',
  1186: 'INTERVAL',
  1231: 'NUMERIC[]',
  1266: 'TIME WITH TIME ZONE',
  1560: 'BIT',
  1562: 'VARBIT',
  1700: 'NUMERIC',
  2950: 'UUID',
  3802: 'JSONB',
};

const temporal = (s: string): unknown => parseTemporal(s) ?? s;

/** Text parsers that replace node-postgres defaults (which read dates in the server's local zone). */
const PARSERS: Record<number, (s: string) => unknown> = {
  20: (s) => bigintToJson(BigInt(s)),
  1700: (s) => {
    const n = Number(s);
    return Number.isFinite(n) ? n : s;
  },
  1082: temporal,
  1114: temporal,
  1184: temporal,
  1186: (s) => s,
};

/** The `types` option of our pools: our parsers first, pg's defaults for everything else. */
export const PG_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    const parser = format === 'binary' ? undefined : PARSERS[oid];
    return parser ?? pg.types.getTypeParser(oid, format ?? 'text');
  },
} as unknown as pg.CustomTypesConfig;

/** Uppercases `format_type()` output into the short spellings (VARCHAR(20), CHAR(3)). */
export function normalizePgType(formatted: string): string {
  return formatted
    .toUpperCase()
    .replace(/^CHARACTER VARYING/, 'VARCHAR')
    .replace(/^CHARACTER\b/, 'CHAR');
}

/** Builds pg's SSL option from libpq's `sslmode`. */
export function sslFromMode(mode: string | undefined): pg.PoolConfig['ssl'] {
  switch (mode) {
    case 'require':
      return { rejectUnauthorized: false };
    case 'verify-ca':
    case 'verify-full':
      return { rejectUnauthorized: true };
    default:
      return false;
  }
}

/**
 * True when the statement can run behind `DECLARE ... CURSOR FOR` (a query, after leading comments
 * and parentheses): those are the statements for which maxRows is enforced on the server.
 */
export function isCursorable(sql: string): boolean {
  return (
    /^\s*(?:(?:--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)\s*)*\(*\s*(?:select|with|values|table)\b/i.test(
      sql,
    ) && !/;\s*\S/.test(stripTrailing(sql))
  );
}

/** The statement without trailing semicolons and whitespace. */
export function stripTrailing(sql: string): string {
  return sql.replace(/[\s;]+$/, '');
}

/** Bound values as we want them on the wire: Dates as UTC ISO text (pg would use the local zone). */
export function toPgParam(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'bigint') return v.toString();
  return v;
}
