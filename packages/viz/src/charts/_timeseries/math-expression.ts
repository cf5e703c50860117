// A small, safe evaluator for FORMULA annotation layers (docs/query-object.md §7): `y = f(x)` with
// + - * / ^ %, parentheses, numbers, x, pi/e and a fixed list of Math functions. It never calls
// eval or new Function; the text is tokenised and parsed into a tree that only these rules can walk.

/** A compiled formula: evaluate it at an x value. */
export interface CompiledFormula {
  evaluate(x: number): number;
}

/** A formula the evaluator cannot parse; `message` says what and where. */
export class FormulaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaError';
  }
}

type Node =
  | { kind: 'num'; value: number }
  | { kind: 'x' }
  | { kind: 'neg'; arg: Node }
  | { kind: 'bin'; op: string; left: Node; right: Node }
  | { kind: 'call'; fn: (...args: number[]) => number; args: Node[] };

const FUNCTIONS: Record<string, { fn: (...args: number[]) => number; arity: [number, number] }> = {
  sin: { fn: Math.sin, arity: [1, 1] },
  cos: { fn: Math.cos, arity: [1, 1] },
  tan: { fn: Math.tan, arity: [1, 1] },
  abs: { fn: Math.abs, arity: [1, 1] },
  sqrt: { fn: Math.sqrt, arity: [1, 1] },
  log: { fn: Math.log, arity: [1, 1] },
  exp: { fn: Math.exp, arity: [1, 1] },
  floor: { fn: Math.floor, arity: [1, 1] },
  ceil: { fn: Math.ceil, arity: [1, 1] },
  round: { fn: Math.round, arity: [1, 1] },
  pow: { fn: Math.pow, arity: [2, 2] },
  min: { fn: Math.min, arity: [1, Infinity] },
  max: { fn: Math.max, arity: [1, Infinity] },
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

interface Token {
  type: 'num' | 'name' | 'op';
  text: string;
  pos: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re =
    /\s*(?:(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_]\w*)|([-+*/^%(),]))/y;
  let pos = 0;
  while (pos < text.length) {
    if (/^\s*$/.test(text.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m)
      throw new FormulaError(
        `Unexpected character "${text.slice(pos).trim()[0]}" at position ${pos + 1}`,
      );
    const start = m.index + m[0].length - (m[1] ?? m[2] ?? m[3] ?? '').length;
    if (m[1] !== undefined) tokens.push({ type: 'num', text: m[1], pos: start });
    else if (m[2] !== undefined) tokens.push({ type: 'name', text: m[2], pos: start });
    else tokens.push({ type: 'op', text: m[3] ?? '', pos: start });
    pos = re.lastIndex;
  }
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    if (this.tokens.length === 0) throw new FormulaError('Empty formula');
    const node = this.sum();
    const rest = this.tokens[this.i];
    if (rest) throw new FormulaError(`Unexpected "${rest.text}" at position ${rest.pos + 1}`);
    return node;
  }

  private peek(text: string): boolean {
    const t = this.tokens[this.i];
    return t?.type === 'op' && t.text === text;
  }

  private expect(text: string): void {
    if (!this.peek(text)) {
      const t = this.tokens[this.i];
      throw new FormulaError(
        t ? `Expected "${text}" at position ${t.pos + 1}` : `Expected "${text}" at the end`,
      );
    }
    this.i += 1;
  }

  private sum(): Node {
    let left = this.product();
    while (this.peek('+') || this.peek('-')) {
      const op = this.tokens[this.i++]?.text ?? '+';
      left = { kind: 'bin', op, left, right: this.product() };
    }
    return left;
  }

  private product(): Node {
    let left = this.unary();
    while (this.peek('*') || this.peek('/') || this.peek('%')) {
      const op = this.tokens[this.i++]?.text ?? '*';
      left = { kind: 'bin', op, left, right: this.unary() };
    }
    return left;
  }

  // Unary minus binds looser than ^, as in mathematics (and mathjs): -x^2 = -(x^2).
  private unary(): Node {
    if (this.peek('-')) {
      this.i += 1;
      return { kind: 'neg', arg: this.unary() };
    }
    if (this.peek('+')) {
      this.i += 1;
      return this.unary();
    }
    return this.power();
  }

  private power(): Node {
    const base = this.primary();
    if (!this.peek('^')) return base;
    this.i += 1;
    return { kind: 'bin', op: '^', left: base, right: this.unary() };
  }

  private primary(): Node {
    const t = this.tokens[this.i];
    if (!t) throw new FormulaError('Unexpected end of formula');
    this.i += 1;
    if (t.type === 'num') return { kind: 'num', value: Number(t.text) };
    if (t.type === 'op' && t.text === '(') {
      const inner = this.sum();
      this.expect(')');
      return inner;
    }
    if (t.type === 'name') {
      const name = t.text.toLowerCase();
      if (name === 'x') return { kind: 'x' };
      // Own keys only, so names such as "constructor" never reach Object.prototype.
      const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
      if (fn && this.peek('(')) return this.call(t, fn);
      const constant = Object.hasOwn(CONSTANTS, name) ? CONSTANTS[name] : undefined;
      if (constant !== undefined) return { kind: 'num', value: constant };
      throw new FormulaError(
        fn
          ? `Function "${t.text}" needs arguments in parentheses`
          : `Unknown name "${t.text}" at position ${t.pos + 1}`,
      );
    }
    throw new FormulaError(`Unexpected "${t.text}" at position ${t.pos + 1}`);
  }

  private call(t: Token, spec: (typeof FUNCTIONS)[string]): Node {
    this.expect('(');
    const args: Node[] = [];
    if (!this.peek(')')) {
      args.push(this.sum());
      while (this.peek(',')) {
        this.i += 1;
        args.push(this.sum());
      }
    }
    this.expect(')');
    const [lo, hi] = spec.arity;
    if (args.length < lo || args.length > hi)
      throw new FormulaError(
        `Function "${t.text}" takes ${lo === hi ? lo : `at least ${lo}`} argument(s), got ${args.length}`,
      );
    return { kind: 'call', fn: spec.fn, args };
  }
}

function evaluateNode(node: Node, x: number): number {
  switch (node.kind) {
    case 'num':
      return node.value;
    case 'x':
      return x;
    case 'neg':
      return -evaluateNode(node.arg, x);
    case 'call':
      return node.fn(...node.args.map((a) => evaluateNode(a, x)));
    case 'bin': {
      const a = evaluateNode(node.left, x);
      const b = evaluateNode(node.right, x);
      if (node.op === '+') return a + b;
      if (node.op === '-') return a - b;
      if (node.op === '*') return a * b;
      if (node.op === '/') return a / b;
      if (node.op === '%') return a % b;
      return a ** b;
    }
  }
}

/**
 * Parses a formula such as `y = 2 * x + 1` or `sin(x / 1000) ^ 2` (a leading `y =` is optional).
 * Throws a FormulaError describing the first problem.
 */
export function compileFormula(text: string): CompiledFormula {
  const body = text.replace(/^\s*y\s*=/i, '');
  const tree = new Parser(tokenize(body)).parse();
  return { evaluate: (x) => evaluateNode(tree, x) };
}

/** The error message of a formula, or undefined when it parses. */
export function validateFormula(text: string): string | undefined {
  try {
    compileFormula(text);
    return undefined;
  } catch (error) {
    return error instanceof FormulaError ? error.message : String(error);
  }
}
