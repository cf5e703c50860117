// Parser of the function grammar (docs/query-object.md §3.4): DATETIME, DATEADD, DATETRUNC, LASTDAY,
// HOLIDAY and DATEDIFF, case-insensitive keywords, strings in single or double quotes, a trailing
// comma tolerated inside every call. Unlike upstream (pyparsing without parseAll) the whole text
// must be consumed, so trailing garbage is an error instead of being silently dropped.
import { DATE_UNITS, type DateUnit } from './calendar.ts';
import { TimeRangeError } from './time-range-error.ts';

/** An integer operand: a literal or DATEDIFF(from, to[, DAY|YEAR]). */
export type IntExpr =
  number | { fn: 'DATEDIFF'; from: DateExpr; to: DateExpr; unit: 'day' | 'year' };

/** Syntax tree of a date expression. */
export type DateExpr =
  | { fn: 'DATETIME'; text: string }
  | { fn: 'DATEADD'; date: DateExpr; amount: IntExpr; unit: DateUnit }
  | { fn: 'DATETRUNC'; date: DateExpr; unit: DateUnit }
  | { fn: 'LASTDAY'; date: DateExpr; unit: 'year' | 'month' | 'week' }
  | { fn: 'HOLIDAY'; name: string; date: DateExpr | null; country: string | null };

type TokKind = 'word' | 'int' | 'str' | '(' | ')' | ',' | 'other' | 'end';
interface Tok {
  kind: TokKind;
  text: string;
  pos: number;
}

const DATE_FUNCS = ['DATETIME', 'DATEADD', 'DATETRUNC', 'LASTDAY', 'HOLIDAY'];

function syntaxError(source: string, expected: string, tok: Tok): TimeRangeError {
  const found = tok.kind === 'end' ? 'end of text' : `'${tok.text}'`;
  return new TimeRangeError(
    'syntax',
    `Expected ${expected}, found ${found}  (at char ${tok.pos}), (line:1, col:${tok.pos + 1}) in [${source}]`,
  );
}

function tokenize(source: string): Tok[] {
  const toks: Tok[] = [];
  // Any other single character becomes an 'other' token so the parser names it in its error.
  const re =
    /\s*(?:([A-Za-z_][A-Za-z0-9_]*)|([+-]?\d+)|("(?:[^"\\\n\r]|\\.)*"|'(?:[^'\\\n\r]|\\.)*')|([(),])|(\S))/y;
  let pos = 0;
  for (;;) {
    re.lastIndex = pos;
    const m = re.exec(source);
    if (!m) break;
    const start = re.lastIndex - m[0].trimStart().length;
    if (m[1] !== undefined) toks.push({ kind: 'word', text: m[1], pos: start });
    else if (m[2] !== undefined) toks.push({ kind: 'int', text: m[2], pos: start });
    else if (m[3] !== undefined) toks.push({ kind: 'str', text: m[3], pos: start });
    else if (m[4] !== undefined) toks.push({ kind: m[4] as TokKind, text: m[4], pos: start });
    else toks.push({ kind: 'other', text: m[5], pos: start });
    pos = re.lastIndex;
  }
  toks.push({ kind: 'end', text: '', pos: source.length });
  return toks;
}

class Parser {
  private i = 0;
  constructor(
    private readonly source: string,
    private readonly toks: Tok[],
  ) {}

  private peek(offset = 0): Tok {
    return this.toks[Math.min(this.i + offset, this.toks.length - 1)];
  }

  private expect(kind: TokKind, label: string): Tok {
    const tok = this.peek();
    if (tok.kind !== kind) throw syntaxError(this.source, label, tok);
    this.i += 1;
    return tok;
  }

  private accept(kind: TokKind): boolean {
    if (this.peek().kind !== kind) return false;
    this.i += 1;
    return true;
  }

  private isWord(tok: Tok, words: readonly string[]): boolean {
    return tok.kind === 'word' && words.includes(tok.text.toUpperCase());
  }

  private unit<U extends string>(allowed: readonly U[]): U {
    const tok = this.peek();
    const upper = allowed.map((u) => u.toUpperCase());
    if (!this.isWord(tok, upper)) throw syntaxError(this.source, `one of ${upper.join(', ')}`, tok);
    this.i += 1;
    return tok.text.toLowerCase() as U;
  }

  private str(): string {
    return this.expect('str', 'quoted string').text.slice(1, -1);
  }

  /** Closing of every call: optional trailing comma, then ")". */
  private close(): void {
    this.accept(',');
    this.expect(')', "')'");
  }

  parseTop(): DateExpr {
    const expr = this.date();
    this.expect('end', 'end of text');
    return expr;
  }

  private date(): DateExpr {
    const tok = this.peek();
    if (!this.isWord(tok, DATE_FUNCS)) throw syntaxError(this.source, DATE_FUNCS.join(' | '), tok);
    this.i += 1;
    this.expect('(', "'('");
    const fn = tok.text.toUpperCase();
    if (fn === 'DATETIME') {
      const text = this.str();
      this.expect(')', "')'");
      return { fn: 'DATETIME', text };
    }
    if (fn === 'HOLIDAY') return this.holiday();
    const date = this.date();
    this.expect(',', "','");
    if (fn === 'DATEADD') {
      const amount = this.int();
      this.expect(',', "','");
      const unit = this.unit(DATE_UNITS);
      this.close();
      return { fn: 'DATEADD', date, amount, unit };
    }
    if (fn === 'DATETRUNC') {
      const unit = this.unit(DATE_UNITS);
      this.close();
      return { fn: 'DATETRUNC', date, unit };
    }
    const unit = this.unit(['year', 'month', 'week'] as const);
    this.close();
    return { fn: 'LASTDAY', date, unit };
  }

  private holiday(): DateExpr {
    const name = this.str();
    this.accept(',');
    const date = this.isWord(this.peek(), DATE_FUNCS) ? this.date() : null;
    this.accept(',');
    const country = date && this.peek().kind === 'str' ? this.str() : null;
    this.close();
    return { fn: 'HOLIDAY', name, date, country };
  }

  private int(): IntExpr {
    const tok = this.peek();
    if (tok.kind === 'int') {
      this.i += 1;
      return Number(tok.text);
    }
    if (!this.isWord(tok, ['DATEDIFF'])) throw syntaxError(this.source, 'int_operand', tok);
    this.i += 1;
    this.expect('(', "'('");
    const from = this.date();
    this.expect(',', "','");
    const to = this.date();
    let unit: 'day' | 'year' = 'day';
    if (this.peek().kind === ',' && this.isWord(this.peek(1), ['DAY', 'YEAR'])) {
      this.i += 1;
      unit = this.unit(['day', 'year'] as const);
      this.accept(',');
    }
    this.expect(')', "')'");
    return { fn: 'DATEDIFF', from, to, unit };
  }
}

/** True when a range part is routed to the function grammar (it starts with a date function name). */
export function isDateFunctionText(text: string): boolean {
  return /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)/i.test(text);
}

/**
 * Parses one date expression such as `DATEADD(DATETIME("today"), -7, day)` into a syntax tree.
 * @throws TimeRangeError (kind `syntax`) with a parser message naming the position.
 */
export function parseDateExpression(source: string): DateExpr {
  return new Parser(source, tokenize(source)).parseTop();
}
