export { CLAUSE_LIMITS } from './clause-limits.ts';
export { sanitizeClause, type ClauseKind, type SanitizeClauseOptions } from './sanitize-clause.ts';
export { SQL_CLAUSE_MESSAGES, SqlClauseError } from './sql-clause-error.ts';
export { SQL_PARSER_DIALECTS, assertSqlParserDialect, tokenizeSql, type SqlParserDialect, type SqlToken, type SqlTokens } from './sql-lexer.ts';
export { loadSqlParser, type LoadedSqlParser } from './sql-parser-loader.ts';
export {
  MAX_SCRIPT_CHARS,
  isReadOnlyStatement,
  splitStatements,
  statementType,
  stripVirtualDatasetSql,
  validateVirtualDatasetSql,
} from './sql-statements.ts';
