// DuckDB quirks:
// - Embedded: the URI carries a file path (`duckdb:////abs/file.duckdb`, `duckdb://` = in-memory).
//   Instances come from DuckDB's instance cache, so every open of one file in this process (including
//   the examples loader) shares one instance; a file can be opened by only one process at a time.
// - Extension auto-install/auto-load is off: a query must never download code.
// - External access is off and the configuration locked (read_csv, COPY TO, ATTACH ... fail) unless
//   the database's extra says "allow_external_access": true; see duckdbInstanceOptions. One file is one
//   instance per process, so changing that flag takes effect once the old instance is gone (restart).
// - One connection per query, so a query can be interrupted without touching the others.
// - Only the calendar grains exist (DATE_TRUNC); weeks start on Monday.
// - Unsigned and 128-bit integers come back as bigint: converted to numbers when exact, else strings.
import { GenericDataType } from '@sightline/core';
import { DEFAULT_CAPABILITIES, type Engine } from '../engine-contract.ts';
import { BASE_TYPE_MAP } from '../type-map.ts';
import { connectDuckdb } from './duckdb-driver.ts';
import { duckdbDialect, duckdbLexicalRules } from './duckdb-dialect.ts';

const trunc = (unit: string) => `DATE_TRUNC('${unit}', {col})`;

/** DuckDB through @duckdb/node-api. */
export const duckdbEngine: Engine = {
  id: 'duckdb',
  name: 'DuckDB',
  dialects: ['duckdb'],
  defaultDriver: 'duckdb_engine',
  drivers: ['duckdb_engine'],
  sqlalchemyUriPlaceholder: 'duckdb:////path/to/file.duckdb',
  capabilities: { ...DEFAULT_CAPABILITIES, isFileBased: true, supportsCancel: true },
  paramStyle: 'qmark',
  timeGrains: {
    PT1S: trunc('second'),
    PT1M: trunc('minute'),
    PT1H: trunc('hour'),
    P1D: trunc('day'),
    P1W: trunc('week'),
    P1M: trunc('month'),
    P3M: trunc('quarter'),
    P1Y: trunc('year'),
  },
  typeMap: [
    [/^(struct|map|union|list)\b/i, GenericDataType.STRING],
    [
      /^(hugeint|uhugeint|ubigint|uinteger|usmallint|utinyint|tinyint|int\d+|float\d|varint|bignum)/i,
      GenericDataType.NUMERIC,
    ],
    ...BASE_TYPE_MAP,
  ],
  errorPatterns: [
    {
      pattern: /Referenced column "(.+?)" not found/,
      errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
      message: 'We can\'t seem to resolve the column "$1"',
    },
    {
      pattern: /Table with name "?(.+?)"? does not exist because schema "?(.+?)"? does not exist/,
      errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
      message: 'The schema "$2" does not exist',
    },
    {
      pattern: /Schema with name "?([^"!]+)"? does not exist/,
      errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
      message: 'The schema "$1" does not exist',
    },
    {
      pattern: /Table with name "?([^"!]+?)"? does not exist/,
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
      message: 'The table "$1" does not exist',
    },
    {
      pattern: /Parser Error: ([^\n]+)/,
      errorType: 'SYNTAX_ERROR',
      message: 'Please check your query for syntax errors: $1',
    },
    {
      pattern: /Can't open a connection to same database file with a different configuration/,
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message:
        'This DuckDB file is already open with other settings (allow_external_access changed?): restart the server to apply them.',
    },
    {
      pattern: /Cannot open file "(.+?)"/,
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: 'Unable to open the database file "$1"',
    },
  ],
  sql: duckdbDialect,
  lexicalRules: duckdbLexicalRules,
  quoteIdentifier: (name) => `"${name.replace(/"/g, '""')}"`,
  connect: (uri, options) => connectDuckdb(duckdbEngine, uri, options),
  defaultSchema: () => 'main',
};
