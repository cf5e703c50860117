import { describe, expect, it } from 'vitest';
import type { SqlLexicalRules } from '../../engines/engine-contract.ts';
import { ENGINES } from '../../engines/registry.ts';
import { lexSql, lexicalRulesOf, tokenizeSql } from './sql-lexer.ts';
import type { SqlParserDialect } from './sql-parser-loader.ts';

const kinds = (sql: string, dialect: SqlParserDialect) =>
  tokenizeSql(sql, dialect)
    .tokens.filter((t) => t.kind !== 'space')
    .map((t) => `${t.kind}:${t.text}`);

describe('tokenizeSql', () => {
  it('reads quotes by each database rule', () => {
    expect(kinds(`"a" 'b' \`c\` [d]`, 'sqlite')).toEqual([
      'quoted:"a"',
      "string:'b'",
      'quoted:`c`',
      'quoted:[d]',
    ]);
    expect(kinds(`"a" 'b' \`c\``, 'mysql')).toEqual(['string:"a"', "string:'b'", 'quoted:`c`']);
    expect(kinds(`"a""b" E'x\\'y' $q$z$q$`, 'postgresql')).toEqual([
      'quoted:"a""b"',
      "string:E'x\\'y'",
      'string:$q$z$q$',
    ]);
    expect(kinds(`x[1]`, 'duckdb')).toEqual(['word:x', 'op:[', 'number:1', 'op:]']);
  });

  it('reads comments by each database rule', () => {
    expect(kinds('a -- c\nb # d', 'mysql')).toEqual([
      'word:a',
      'comment:-- c',
      'word:b',
      'comment:# d',
    ]);
    expect(kinds('a--1', 'mysql')).toEqual(['word:a', 'op:-', 'op:-', 'number:1']);
    expect(kinds('a--1', 'sqlite')).toEqual(['word:a', 'comment:--1']);
    expect(kinds('/* a /* b */ c */ x', 'postgresql')).toEqual([
      'comment:/* a /* b */ c */',
      'word:x',
    ]);
    expect(kinds('/* a /* b */ c */ x', 'sqlite')).toEqual([
      'comment:/* a /* b */',
      'word:c',
      'op:*',
      'op:/',
      'word:x',
    ]);
  });

  it('keeps casts, parameters and dollar identifiers apart', () => {
    expect(kinds('x::date = $1 AND a$b = :p', 'postgresql')).toEqual([
      'word:x',
      'op::',
      'op::',
      'word:date',
      'op:=',
      'param:$1',
      'word:AND',
      'word:a$b',
      'op:=',
      'param::p',
    ]);
  });

  it('reports what was left open', () => {
    expect(tokenizeSql("x = 'a", 'sqlite').unterminated).toBe('string');
    expect(tokenizeSql('x = "a', 'postgresql').unterminated).toBe('quoted');
    expect(tokenizeSql('x /* a', 'mysql').unterminated).toBe('comment');
    expect(tokenizeSql("x = 'a\\'", 'mysql').unterminated).toBe('string');
    expect(tokenizeSql("x = 'a\\'", 'postgresql').unterminated).toBeNull();
  });

  it('reads the rules an engine declares, not its name', () => {
    // A made-up engine: `[...]` identifiers, `#` comments, backslash escapes, nested block comments.
    const rules: SqlLexicalRules = {
      identifierQuotes: { '[': ']' },
      doubleQuotedStrings: false,
      backslashEscapes: true,
      escapeStrings: false,
      dollarQuoting: false,
      hashComments: true,
      dashCommentNeedsSpace: false,
      nestedBlockComments: true,
    };
    const lexed = lexSql(`[a b] "c" 'd\\'e' # f\n/* g /* h */ i */ $q$`, rules).tokens.filter(
      (t) => t.kind !== 'space',
    );
    expect(lexed.map((t) => `${t.kind}:${t.text}`)).toEqual([
      'quoted:[a b]',
      'op:"',
      'word:c',
      'op:"',
      "string:'d\\'e'",
      'comment:# f',
      'comment:/* g /* h */ i */',
      'param:$q$',
    ]);
    expect(lexicalRulesOf('mysql').hashComments).toBe(true);
    expect(ENGINES.map((e) => Object.keys(e.lexicalRules.identifierQuotes)[0])).toEqual(
      ENGINES.map((e) => e.quoteIdentifier('x')[0]),
    );
  });

  it('refuses a dialect no engine declares', () => {
    expect(() => tokenizeSql('x', 'oracle' as SqlParserDialect)).toThrow(
      'Unknown SQL dialect for the SQL parser: oracle',
    );
  });
});
