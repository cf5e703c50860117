import { format, type SqlLanguage } from 'sql-formatter';
import { AppError } from '../errors.ts';

/** sql-formatter's language for each engine id; other engines get its generic ANSI grammar. */
const LANGUAGES: Record<string, SqlLanguage> = {
  postgresql: 'postgresql',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
  mysql: 'mysql',
};

// Jinja blocks are kept verbatim: the formatter treats them as opaque parameters.
const TEMPLATE_BLOCK = String.raw`\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}`;

/**
 * POST /api/v1/sqllab/format_sql/: re-indents SQL with sql-formatter and upper-cases its keywords, as
 * Superset's sqlparse formatting does (`keyword_case="upper"`). Identifiers, literals and templates
 * keep their case, so the statement means the same. Unparseable SQL is a 400.
 */
export function formatSql(sql: string, engineId?: string | null): string {
  const language = (engineId && LANGUAGES[engineId]) || 'sql';
  try {
    return format(sql, {
      language,
      keywordCase: 'upper',
      paramTypes: { custom: [{ regex: TEMPLATE_BLOCK }] },
    });
  } catch (err) {
    const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    throw new AppError(400, `Unable to format SQL: ${first}`);
  }
}
