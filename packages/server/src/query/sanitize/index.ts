export { CLAUSE_LIMITS } from './clause-limits.ts';
export { sanitizeClause, type ClauseKind, type SanitizeClauseOptions } from './sanitize-clause.ts';
export { SQL_CLAUSE_MESSAGES, SqlClauseError } from './sql-clause-error.ts';
export { lexSql, lexicalRulesOf, tokenizeSql, type SqlToken, type SqlTokens } from './sql-lexer.ts';
export {
  SQL_PARSER_DIALECTS,
  assertSqlParserDialect,
  loadSqlParser,
  type LoadedSqlParser,
  type SqlParserDialect,
} from './sql-parser-loader.ts';
export {
  MAX_SCRIPT_CHARS,
  isReadOnlyStatement,
  splitStatements,
  statementType,
  stripVirtualDatasetSql,
  validateVirtualDatasetSql,
} from './sql-statements.ts';
