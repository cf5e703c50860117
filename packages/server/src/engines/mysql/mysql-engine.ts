// MySQL / MariaDB quirks:
// - One engine for both (`mysql://` and `mariadb://`); a "schema" is a database, and the default schema
//   is the database of the URI.
// - Identifiers are quoted with backticks.
// - BOOL is TINYINT(1): values come back as booleans and the generic type is BOOLEAN.
// - Sessions run with time_zone '+00:00' so TIMESTAMP values and Date parameters are UTC; DATE and
//   DATETIME are read as UTC wall-clock time; zero dates ('0000-00-00') become null.
// - BIGINT outside the exact double range comes back as a string, DECIMAL as a number.
// - Bound parameters use server-side prepared statements; text without parameters runs as a plain query.
// - Cancel is KILL QUERY <thread id> from another connection; the killed connection is then discarded,
//   and so is one whose result was cut short by maxRows (closing it stops the transfer).
// - Weeks start on Sunday; only the grains below exist (no 5/10/15/30 minute buckets).
import { GenericDataType } from '@sightline/core';
import { DEFAULT_CAPABILITIES, type Engine } from '../engine-contract.ts';
import {
  buildNetworkUri,
  NETWORK_PARAMETERS_SCHEMA,
  networkParametersFromUri,
} from '../network-params.ts';
import { BASE_TYPE_MAP } from '../type-map.ts';
import { connectMysql } from './mysql-driver.ts';
import { mysqlDialect, mysqlLexicalRules } from './mysql-dialect.ts';

const ENCRYPTION = { key: 'ssl', value: 'true' };

/** MySQL and MariaDB through mysql2, one pool per connected database. */
export const mysqlEngine: Engine = {
  id: 'mysql',
  name: 'MySQL',
  dialects: ['mysql', 'mariadb'],
  defaultDriver: 'mysqldb',
  drivers: ['mysqldb', 'pymysql', 'mysqlconnector'],
  sqlalchemyUriPlaceholder: 'mysql://user:password@host:port/dbname[?key=value&key=value...]',
  capabilities: { ...DEFAULT_CAPABILITIES, supportsCancel: true },
  paramStyle: 'qmark',
  timeGrains: {
    PT1S: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60*60 + MINUTE({col})*60 + SECOND({col})) SECOND)',
    PT1M: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60 + MINUTE({col})) MINUTE)',
    PT1H: 'DATE_ADD(DATE({col}), INTERVAL HOUR({col}) HOUR)',
    P1D: 'DATE({col})',
    P1W: 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
    P1M: 'DATE(DATE_SUB({col}, INTERVAL DAYOFMONTH({col}) - 1 DAY))',
    P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) QUARTER - INTERVAL 1 QUARTER',
    P1Y: 'DATE(DATE_SUB({col}, INTERVAL DAYOFYEAR({col}) - 1 DAY))',
    '1969-12-29T00:00:00Z/P1W':
      'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK(DATE_SUB({col}, INTERVAL 1 DAY)) - 1 DAY))',
  },
  typeMap: [
    [/^(tinyint\(1\)|bool)/i, GenericDataType.BOOLEAN],
    [/^(tinyint|mediumint|bit|year)/i, GenericDataType.NUMERIC],
    [/^(tinytext|mediumtext|longtext)/i, GenericDataType.STRING],
    ...BASE_TYPE_MAP,
  ],
  errorPatterns: [
    {
      pattern: /Access denied for user '(.*?)'@'(.*?)'/,
      errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
      message: 'Either the username "$1" or the password is incorrect.',
    },
    {
      pattern: /Unknown MySQL server host '(.*?)'/,
      errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      message: 'Unknown MySQL server host "$1".',
    },
    {
      pattern: /getaddrinfo (?:ENOTFOUND|EAI_AGAIN|EAI_NONAME) (\S+)/,
      errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      message: 'Unknown MySQL server host "$1".',
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
      pattern: /Can't connect to MySQL server on '(.*?)'|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH/,
      errorType: 'CONNECTION_HOST_DOWN_ERROR',
      message: "The host might be down, and can't be reached on the provided port.",
    },
    {
      pattern: /Unknown database '(.*?)'/,
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      message: 'Unable to connect to database "$1".',
    },
    {
      pattern: /Table '(.*?)' doesn't exist/,
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
      message: 'The table "$1" does not exist.',
    },
    {
      pattern: /Unknown column '(.+?)' in '(.+?)'/,
      errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
      message: 'We can\'t seem to resolve the column "$1" in $2.',
    },
    {
      pattern:
        /check the manual that corresponds to your (?:MySQL|MariaDB) server version for the right syntax to use near '([\s\S]*)' at line/,
      errorType: 'SYNTAX_ERROR',
      message: 'Please check your query for syntax errors near "$1".',
    },
  ],
  parametersSchema: NETWORK_PARAMETERS_SCHEMA,
  buildUri: (parameters) => buildNetworkUri('mysql', parameters, ENCRYPTION),
  parametersFromUri: (uri) => networkParametersFromUri(uri, ENCRYPTION),
  sql: mysqlDialect,
  lexicalRules: mysqlLexicalRules,
  quoteIdentifier: (name) => `\`${name.replace(/`/g, '``')}\``,
  connect: (uri) => connectMysql(mysqlEngine, uri),
  defaultSchema: (uri) => uri.database,
};
