import type { ErrorType, GenericDataType } from '@sightline/core';
import type { SqlDialect } from './sql-dialect.ts';
import type { ParsedUri } from './uri.ts';

/**
 * The engine contract. An engine is mostly data (capabilities, time grains, a native -> generic
 * type map, error patterns, a connection schema) plus a driver and an introspector.
 * Each engine lives in its own folder `engines/<id>/` and is registered in `registry.ts`.
 */

/** Capability flags; defaults live in `DEFAULT_CAPABILITIES`. */
export interface EngineCapabilities {
  /** Engine stores data in a local file (sqlite:, duckdb:); gated by SIGHTLINE_ALLOW_FILE_DATABASES. */
  isFileBased: boolean;
  supportsFileUpload: boolean;
  disableSshTunneling: boolean;
  supportsDynamicCatalog: boolean;
  supportsOauth2: boolean;
  allowsSubquery: boolean;
  allowsCostEstimate: boolean;
  supportsJoins: boolean;
  /** Engine has a notion of schemas other than a single default one. */
  supportsSchemas: boolean;
  /** Server-side cancellation of a running query is possible. */
  supportsCancel: boolean;
}

export const DEFAULT_CAPABILITIES: EngineCapabilities = {
  isFileBased: false,
  supportsFileUpload: true,
  disableSshTunneling: true,
  supportsDynamicCatalog: false,
  supportsOauth2: false,
  allowsSubquery: true,
  allowsCostEstimate: false,
  supportsJoins: true,
  supportsSchemas: true,
  supportsCancel: false,
};

/** Maps a driver error message to a SIP-40 error type. `message` may use $1.. groups of the pattern. */
export interface ErrorPattern {
  pattern: RegExp;
  errorType: ErrorType;
  message: string;
}

/** A column as returned by a query: name, native type name and generic type. */
export interface ResultColumn {
  name: string;
  /** Native type as the engine names it, upper-cased where the engine is case-insensitive (e.g. 'BIGINT'). */
  type: string;
  generic: GenericDataType;
}

/** A query result: columns plus rows as arrays in column order. Values are JSON-safe JS values:
 * numbers (bigints that fit become numbers, otherwise strings), strings, booleans, null, and Date for temporal values. */
export interface QueryResult {
  columns: ResultColumn[];
  rows: unknown[][];
}

export interface ExecuteOptions {
  /** Bound parameters; placeholders use the engine's `paramStyle`. */
  params?: unknown[];
  /** Stop reading after this many rows (the result holds at most this many). */
  maxRows?: number;
  /** Aborting cancels the query in the database where the engine can. */
  signal?: AbortSignal;
  /** Streaming only: rows per batch the driver aims for (cursor fetch size, buffered rows). */
  batchRows?: number;
}

/**
 * A batch of result rows in columns: `vectors[c][r]` is row r of column c; every vector holds
 * `rowCount` values of the same kinds as `QueryResult` rows. Exports read these rather than rows:
 * one array per column per batch instead of one per row, and DuckDB fills them from its data chunks.
 */
export interface ColumnBatch {
  columns: ResultColumn[];
  rowCount: number;
  vectors: unknown[][];
}

/** Table metadata column (docs/api.md §2.9 TableMetadata). */
export interface IntrospectedColumn {
  name: string;
  /** Native type, e.g. 'VARCHAR(255)', 'BIGINT', 'TIMESTAMP WITH TIME ZONE'. */
  type: string;
  generic: GenericDataType;
  isDttm: boolean;
  nullable: boolean;
  comment?: string | null;
}

export interface IntrospectedTable {
  name: string;
  type: 'table' | 'view' | 'materialized_view';
}

export interface IntrospectedKey {
  name: string | null;
  columnNames: string[];
}

export interface IntrospectedForeignKey extends IntrospectedKey {
  referredSchema: string | null;
  referredTable: string;
  referredColumns: string[];
}

/** Reads schemas, tables and columns of a connected database. */
export interface Introspector {
  schemas(): Promise<string[]>;
  tables(schema: string | null): Promise<IntrospectedTable[]>;
  /** Columns of a table; throws NotFoundError-like `TableNotFound` when the table is missing. */
  columns(schema: string | null, table: string): Promise<IntrospectedColumn[]>;
  primaryKey(schema: string | null, table: string): Promise<IntrospectedKey | null>;
  foreignKeys(schema: string | null, table: string): Promise<IntrospectedForeignKey[]>;
  indexes(schema: string | null, table: string): Promise<IntrospectedKey[]>;
  tableComment?(schema: string | null, table: string): Promise<string | null>;
  /** Names of the SQL functions the engine offers (for SQL Lab autocompletion). */
  functionNames?(): Promise<string[]>;
}

/** An open connection (or pool) to one database. */
export interface Driver {
  execute(sql: string, options?: ExecuteOptions): Promise<QueryResult>;
  /** Streams rows in batches; used for exports. */
  stream?(
    sql: string,
    options?: ExecuteOptions,
  ): AsyncIterable<{ columns: ResultColumn[]; rows: unknown[][] }>;
  /**
   * Streams the result in column batches of about `batchRows` rows (engines/columnar.ts adapts
   * `stream` or `execute` for a driver without it). The first batch carries the columns even when
   * the result is empty. Used by the CSV and XLSX exports.
   */
  streamColumns?(sql: string, options?: ExecuteOptions): AsyncIterable<ColumnBatch>;
  introspector: Introspector;
  /**
   * Appends rows, in the table's column order, through the engine's bulk path (DuckDB's appender).
   * Absent: file uploads insert with multi-row INSERTs of bound parameters. Values are numbers,
   * booleans, text (cast by the engine to the column's type) and null.
   */
  appendRows?(schema: string | null, table: string, rows: unknown[][]): Promise<void>;
  close(): Promise<void>;
}

/** Per-database connection options an admin sets in the database's `extra`. */
export interface ConnectOptions {
  /**
   * Let user SQL reach files and the network outside the database itself (DuckDB's
   * `enable_external_access`). Off unless an admin sets `"allow_external_access": true` in `extra`:
   * otherwise SQL Lab and virtual datasets could read or write any file of the server.
   */
  allowExternalAccess?: boolean;
}

/**
 * Where an engine's SQL text puts string literals, quoted identifiers and comments. The SQL lexer
 * (`query/sanitize/sql-lexer.ts`) reads only these rules, so the sanitiser and the statement
 * splitter decide "what is code" by the database's own rules; a new engine declares its rules in
 * its folder and needs no lexer change. A `'...'` string with doubled-quote escapes is always known.
 */
export interface SqlLexicalRules {
  /** Opening -> closing character of each quoted-identifier form; the first is the one generated SQL uses. A doubled closing quote escapes it unless the pair differs (`[...]`). */
  identifierQuotes: Readonly<Record<string, string>>;
  /** `"..."` is a string literal, not an identifier (MySQL). */
  doubleQuotedStrings: boolean;
  /** A backslash escapes the next character inside `'...'` and `"..."` strings (MySQL). */
  backslashEscapes: boolean;
  /** `E'...'` strings, in which a backslash escapes the next character (PostgreSQL). */
  escapeStrings: boolean;
  /** `$tag$...$tag$` strings (PostgreSQL). */
  dollarQuoting: boolean;
  /** `#` starts a line comment (MySQL). */
  hashComments: boolean;
  /** `--` starts a comment only when followed by whitespace, a control character or the end (MySQL: `a--1` is `a - -1`). */
  dashCommentNeedsSpace: boolean;
  /** `/* ... *\/` comments nest (PostgreSQL). */
  nestedBlockComments: boolean;
}

/** The JSON schema of the dynamic connection form (host, port, username, password, database, ...). */
export interface ConnectionParametersSchema {
  type: 'object';
  properties: Record<
    string,
    { type: string; description?: string; default?: unknown; format?: string; nullable?: boolean }
  >;
  required: string[];
}

/** An engine: data plus how to connect. */
export interface Engine {
  /** Stored id (`backend`), also the folder name: 'sqlite', 'duckdb', 'postgresql', 'mysql'. */
  id: string;
  /** Human name shown in the connection form. */
  name: string;
  /** URI dialect names accepted for this engine (before any `+driver`). */
  dialects: string[];
  defaultDriver: string;
  drivers: string[];
  sqlalchemyUriPlaceholder: string;
  capabilities: EngineCapabilities;
  /** Placeholder style for bound parameters. */
  paramStyle: 'qmark' | 'numeric_dollar';
  /** ISO duration -> SQL template with `{col}` (null key = no grain). Filled by the chart data issue. */
  timeGrains: Record<string, string>;
  /** Native type -> generic type, first match wins; unmatched types are STRING. */
  typeMap: Array<[RegExp, GenericDataType]>;
  errorPatterns: ErrorPattern[];
  /** JSON schema of `parameters` for the dynamic form; absent when only a URI works. */
  parametersSchema?: ConnectionParametersSchema;
  /** Builds a URI from dynamic-form parameters. */
  buildUri?(parameters: Record<string, unknown>): string;
  /** Parameters recovered from a URI (password omitted). */
  parametersFromUri?(uri: ParsedUri): Record<string, unknown>;
  quoteIdentifier(name: string): string;
  /** How the engine spells literals, LIKE, LIMIT and casts for the chart-data compiler. */
  sql: SqlDialect;
  /** Where the engine's SQL puts strings, quoted identifiers and comments (read by the SQL lexer). */
  lexicalRules: SqlLexicalRules;
  /** Opens a driver for a parsed URI (password already decrypted); options default to the safe side. */
  connect(uri: ParsedUri, options?: ConnectOptions): Promise<Driver>;
  /** Default schema when none is given (e.g. 'public', 'main'); null for engines without schemas. */
  defaultSchema(uri: ParsedUri): string | null;
}
