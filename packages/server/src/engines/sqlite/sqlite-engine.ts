// SQLite quirks:
// - Types are declarations only: values keep their storage class, so results are typed by the declared
//   column type (DATE/TIMESTAMP text -> Date, BOOLEAN 0/1 -> boolean) and expressions by their values.
// - Dates are text; grain expressions return 'YYYY-MM-DD HH:MM:SS' text and weeks start on Sunday.
// - One schema ('main') unless databases are attached; there is no server, so no connection errors
//   other than a file that cannot be opened, and no server-side cancel.
// - The driver (libsql) is synchronous: an abort is noticed between row batches only.
// - ATTACH, VACUUM INTO and load_extension() are refused (sqlite-file-guard.ts): they reach other files.
// - `?mode=ro` in the URI opens the file read-only (libsql ignores the `readonly` option).
import { GenericDataType } from '@sightline/core';
import { DEFAULT_CAPABILITIES, type Engine } from '../engine-contract.ts';
import { BASE_TYPE_MAP } from '../type-map.ts';
import { connectSqlite } from './sqlite-driver.ts';
import { sqliteDialect, sqliteLexicalRules } from './sqlite-dialect.ts';

const minutes = (n: number) =>
  `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}), printf('-%d minutes', CAST(strftime('%M', {col}) AS INT) % ${n}))`;
const seconds = (n: number) =>
  `DATETIME({col}, printf('-%d seconds', CAST(strftime('%S', {col}) AS INT) % ${n}))`;
const weekStartingSunday = `DATETIME({col}, 'start of day', -strftime('%w', {col}) || ' days')`;

/** SQLite through libsql; file path in the URI (`sqlite:////abs/path.db`, `sqlite://` = in-memory). */
export const sqliteEngine: Engine = {
  id: 'sqlite',
  name: 'SQLite',
  dialects: ['sqlite'],
  defaultDriver: 'pysqlite',
  drivers: ['pysqlite'],
  sqlalchemyUriPlaceholder: 'sqlite:////path/to/file.db',
  capabilities: { ...DEFAULT_CAPABILITIES, isFileBased: true, supportsSchemas: false },
  paramStyle: 'qmark',
  timeGrains: {
    PT1S: `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', {col}))`,
    PT5S: seconds(5),
    PT30S: seconds(30),
    PT1M: `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}))`,
    PT5M: minutes(5),
    PT10M: minutes(10),
    PT15M: minutes(15),
    PT30M: minutes(30),
    PT1H: `DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}))`,
    PT6H: `DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}), printf('-%d hours', CAST(strftime('%H', {col}) AS INT) % 6))`,
    P1D: `DATETIME({col}, 'start of day')`,
    P1W: weekStartingSunday,
    P1M: `DATETIME({col}, 'start of month')`,
    P3M: `DATETIME({col}, 'start of month', printf('-%d month', (strftime('%m', {col}) - 1) % 3))`,
    P1Y: `DATETIME({col}, 'start of year')`,
    '1969-12-28T00:00:00Z/P1W': weekStartingSunday,
    '1969-12-29T00:00:00Z/P1W': `DATETIME({col}, 'start of day', '-' || ((strftime('%w', {col}) + 6) % 7) || ' days')`,
    'P1W/1970-01-03T00:00:00Z': `DATETIME({col}, 'start of day', 'weekday 6')`,
    'P1W/1970-01-04T00:00:00Z': `DATETIME({col}, 'start of day', 'weekday 0')`,
  },
  typeMap: [
    // SQLite's own affinity names; BLOB and untyped columns stay STRING.
    [/^(tinyint|mediumint|int\d?|unsigned big int)\b/i, GenericDataType.NUMERIC],
    ...BASE_TYPE_MAP,
  ],
  errorPatterns: [
    {
      pattern: /no such column: (.+)/,
      errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
      message: 'We can\'t seem to resolve the column "$1"',
    },
    {
      pattern: /no such table: (.+)/,
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
      message: 'The table "$1" does not exist',
    },
    {
      pattern: /near "(.*?)": syntax error/,
      errorType: 'SYNTAX_ERROR',
      message: 'Please check your query for syntax errors near "$1".',
    },
    {
      pattern: /(?:incomplete input|syntax error)/,
      errorType: 'SYNTAX_ERROR',
      message: 'Please check your query for syntax errors.',
    },
    {
      pattern:
        /(?:Unable to open connection to local database (.+?): \d+|unable to open database file)/,
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: 'Unable to open the database file $1',
    },
  ],
  sql: sqliteDialect,
  lexicalRules: sqliteLexicalRules,
  quoteIdentifier: (name) => `"${name.replace(/"/g, '""')}"`,
  connect: (uri) => connectSqlite(sqliteEngine, uri),
  defaultSchema: () => 'main',
};
