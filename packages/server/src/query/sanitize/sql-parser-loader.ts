import type { AST, Parser } from 'node-sql-parser';

/**
 * Lazy access to node-sql-parser. The package is 89 MB on disk and its all-dialect entry is a
 * 2.5 MB script, so nothing imports it at start-up: the first sanitised clause of a dialect loads
 * that dialect's own build (`build/<grammar>.js`, about 0.3 MB) once; the promise is cached.
 * DuckDB has no grammar of its own and uses PostgreSQL's.
 */

/** The SQL dialects the sanitiser and the parser know (DuckDB uses the PostgreSQL grammar). */
export type SqlParserDialect = 'sqlite' | 'duckdb' | 'postgresql' | 'mysql';

/** The dialects accepted by the sanitiser, for validation of configuration. */
export const SQL_PARSER_DIALECTS: readonly SqlParserDialect[] = [
  'sqlite',
  'duckdb',
  'postgresql',
  'mysql',
];

/** Throws on a dialect the sanitiser does not know (no silent fallback to another grammar). */
export function assertSqlParserDialect(dialect: string): asserts dialect is SqlParserDialect {
  if (!(SQL_PARSER_DIALECTS as readonly string[]).includes(dialect)) {
    throw new Error(`Unknown SQL dialect for the SQL parser: ${dialect}`);
  }
}

/** A parser of one grammar and the `database` option value it expects. */
export interface LoadedSqlParser {
  parser: Parser;
  database: string;
  /** Parses one text into its statement ASTs (an array even for one statement). */
  astify(sql: string): AST[];
}

interface GrammarBuild {
  database: string;
  load: () => Promise<unknown>;
}

const GRAMMARS: Record<SqlParserDialect, GrammarBuild> = {
  postgresql: { database: 'PostgresQL', load: () => import('node-sql-parser/build/postgresql.js') },
  duckdb: { database: 'PostgresQL', load: () => import('node-sql-parser/build/postgresql.js') },
  mysql: { database: 'MySQL', load: () => import('node-sql-parser/build/mysql.js') },
  sqlite: { database: 'Sqlite', load: () => import('node-sql-parser/build/sqlite.js') },
};

const loaded = new Map<string, Promise<LoadedSqlParser>>();

/** The parser for `dialect`, imported on first use and cached for the life of the process. */
export function loadSqlParser(dialect: SqlParserDialect): Promise<LoadedSqlParser> {
  const grammar = GRAMMARS[dialect];
  if (!grammar)
    return Promise.reject(new Error(`Unknown SQL dialect for the SQL parser: ${dialect}`));
  let pending = loaded.get(grammar.database);
  if (!pending) {
    pending = grammar.load().then((mod) => {
      // The builds are CommonJS bundles: Node exposes them as `default`, bundlers as named exports.
      const m = mod as { Parser?: new () => Parser; default?: { Parser?: new () => Parser } };
      const ParserClass = m.Parser ?? m.default?.Parser;
      if (!ParserClass)
        throw new Error(`node-sql-parser build for ${grammar.database} has no Parser export`);
      const parser = new ParserClass();
      return {
        parser,
        database: grammar.database,
        astify: (sql: string) => {
          const ast = parser.astify(sql, { database: grammar.database });
          return Array.isArray(ast) ? ast : [ast];
        },
      };
    });
    pending.catch(() => loaded.delete(grammar.database));
    loaded.set(grammar.database, pending);
  }
  return pending;
}
