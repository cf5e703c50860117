// PostgreSQL quirks:
// - Placeholders are $1, $2 ... (numeric_dollar).
// - int8 and numeric come as text from the wire: int8 becomes a number when exact (else a string),
//   numeric a number; date and timestamp (without zone) are read as UTC wall-clock time.
// - maxRows uses a server-side cursor (DECLARE/FETCH in a transaction) for SELECT-like statements,
//   so only the rows asked for cross the network; other statements run plainly.
// - Cancel runs pg_cancel_backend(pid) from a separate connection.
// - Weeks start on Monday (DATE_TRUNC); identifiers longer than 63 bytes are truncated by the server.
// - The default schema is `public`; `pg_*` system schemas are not listed.
import { GenericDataType } from '@sightline/core';
import { DEFAULT_CAPABILITIES, type Engine } from '../engine-contract.ts';
import {
  buildNetworkUri,
  NETWORK_PARAMETERS_SCHEMA,
  networkParametersFromUri,
} from '../network-params.ts';
import { BASE_TYPE_MAP } from '../type-map.ts';
import { connectPostgresql } from './postgresql-driver.ts';
import { postgresqlDialect, postgresqlLexicalRules } from './postgresql-dialect.ts';

const ENCRYPTION = { key: 'sslmode', value: 'require' };
const trunc = (unit: string) => `DATE_TRUNC('${unit}', {col})`;
const seconds = (n: number) =>
  `DATE_TRUNC('minute', {col}) + INTERVAL '${n} seconds' * FLOOR(EXTRACT(SECOND FROM {col}) / ${n})`;
const minutes = (n: number) =>
  `DATE_TRUNC('hour', {col}) + INTERVAL '${n} minutes' * FLOOR(EXTRACT(MINUTE FROM {col}) / ${n})`;

/** PostgreSQL through node-postgres (`pg`), one pool per connected database. */
export const postgresqlEngine: Engine = {
  id: 'postgresql',
  name: 'PostgreSQL',
  dialects: ['postgresql', 'postgres'],
  defaultDriver: 'psycopg2',
  drivers: ['psycopg2'],
  sqlalchemyUriPlaceholder: 'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
  capabilities: { ...DEFAULT_CAPABILITIES, supportsCancel: true },
  paramStyle: 'numeric_dollar',
  timeGrains: {
    PT1S: trunc('second'),
    PT5S: seconds(5),
    PT30S: seconds(30),
    PT1M: trunc('minute'),
    PT5M: minutes(5),
    PT10M: minutes(10),
    PT15M: minutes(15),
    PT30M: minutes(30),
    PT1H: trunc('hour'),
    P1D: trunc('day'),
    P1W: trunc('week'),
    P1M: trunc('month'),
    P3M: trunc('quarter'),
    P1Y: trunc('year'),
  },
  typeMap: [
    [/^double precision/i, GenericDataType.NUMERIC],
    [/^(int[248]|float[48]|oid)\b/i, GenericDataType.NUMERIC],
    [/^(timetz|timestamptz)\b/i, GenericDataType.TEMPORAL],
    ...BASE_TYPE_MAP,
  ],
  errorPatterns: [
    {
      pattern: /password authentication failed for user "(.*?)"/,
      errorType: 'CONNECTION_INVALID_PASSWORD_ERROR',
      message: 'The password provided for username "$1" is incorrect.',
    },
    {
      pattern: /no password supplied|password must be a string/,
      errorType: 'CONNECTION_INVALID_PASSWORD_ERROR',
      message: 'Please re-enter the password.',
    },
    {
      pattern: /role "(.*?)" does not exist/,
      errorType: 'CONNECTION_INVALID_USERNAME_ERROR',
      message: 'The username "$1" does not exist.',
    },
    {
      pattern: /getaddrinfo (?:ENOTFOUND|EAI_AGAIN|EAI_NONAME) (\S+)/,
      errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      message: 'The hostname "$1" cannot be resolved.',
    },
    {
      pattern: /connect ECONNREFUSED (\S+)/,
      errorType: 'CONNECTION_PORT_CLOSED_ERROR',
      message: 'Port is closed on $1.',
    },
    {
      pattern: /ECONNREFUSED/,
      errorType: 'CONNECTION_PORT_CLOSED_ERROR',
      message: 'The port is closed.',
    },
    {
      pattern: /ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|timeout expired/,
      errorType: 'CONNECTION_HOST_DOWN_ERROR',
      message: "The host might be down, and can't be reached on the provided port.",
    },
    {
      pattern: /database "(.*?)" does not exist/,
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: 'Unable to connect to database "$1".',
    },
    {
      pattern: /permission denied for (?:database|schema|table|relation) "?([^"\s]+)"?/,
      errorType: 'CONNECTION_DATABASE_PERMISSIONS_ERROR',
      message: 'Permission denied on "$1".',
    },
    {
      pattern: /schema "(.*?)" does not exist/,
      errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
      message: 'The schema "$1" does not exist.',
    },
    {
      pattern: /relation "(.*?)" does not exist/,
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
      message: 'The table "$1" does not exist.',
    },
    {
      pattern: /column "(.+?)" does not exist/,
      errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
      message: 'We can\'t seem to resolve the column "$1".',
    },
    {
      pattern: /syntax error at or near "(.*?)"/,
      errorType: 'SYNTAX_ERROR',
      message: 'Please check your query for syntax errors at or near "$1".',
    },
    {
      pattern: /syntax error at end of input/,
      errorType: 'SYNTAX_ERROR',
      message: 'Please check your query for syntax errors at the end of the input.',
    },
  ],
  parametersSchema: NETWORK_PARAMETERS_SCHEMA,
  buildUri: (parameters) => buildNetworkUri('postgresql', parameters, ENCRYPTION),
  parametersFromUri: (uri) => networkParametersFromUri(uri, ENCRYPTION),
  sql: postgresqlDialect,
  lexicalRules: postgresqlLexicalRules,
  quoteIdentifier: (name) => `"${name.replace(/"/g, '""')}"`,
  connect: (uri) => connectPostgresql(postgresqlEngine, uri),
  defaultSchema: () => 'public',
};
