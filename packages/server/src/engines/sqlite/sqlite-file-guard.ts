import { EngineError } from '../engine-errors.ts';

/**
 * SQLite statements that reach files other than the database itself: `ATTACH` opens (or creates) any
 * file, `VACUUM INTO` writes a copy anywhere, `load_extension()` loads native code (libsql already
 * refuses it; the check gives a clear message). libsql's authorizer only sees table names, so the
 * statements are recognised from their text with literals, quoted names and comments blanked out.
 */

/** Replaces string literals, quoted identifiers and comments by spaces so keywords in them never match. */
function blankLiteralsAndComments(sql: string): string {
  return sql.replace(
    /'(?:[^']|'')*'?|"(?:[^"]|"")*"?|`(?:[^`]|``)*`?|\[[^\]]*\]?|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/g,
    (m) => ' '.repeat(m.length),
  );
}

/** Why a statement is refused, or null when it only touches the database file. */
export function fileAccessOf(sql: string): string | null {
  const code = blankLiteralsAndComments(sql);
  if (/\bload_extension\s*\(/i.test(code)) return 'load_extension()';
  for (const statement of code.split(';')) {
    const words = statement
      .trim()
      .split(/\s+/)
      .map((w) => w.toUpperCase());
    // EXPLAIN [QUERY PLAN] <statement> prepares the statement too: look past it.
    while (words[0] === 'EXPLAIN' || words[0] === 'QUERY' || words[0] === 'PLAN') words.shift();
    if (words[0] === 'ATTACH') return 'ATTACH';
    if (words[0] === 'VACUUM' && words.includes('INTO')) return 'VACUUM INTO';
  }
  return null;
}

/** Throws a 400 SIP-40 error when the SQL would open, write or load another file. */
export function assertNoFileAccess(sql: string, engineName: string): void {
  const what = fileAccessOf(sql);
  if (what === null) return;
  throw new EngineError(
    'GENERIC_DB_ENGINE_ERROR',
    `${what} is not allowed on ${engineName} databases: it reaches files outside the database.`,
    {
      engineName,
    },
  );
}
