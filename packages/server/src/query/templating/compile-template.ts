import { createRequire } from 'node:module';
import { pyStr } from './py-values.ts';
import {
  BUDGET_RUNTIME,
  produce,
  TEMPLATE_LIMITS,
  TemplateBudgetError,
  templateCodeLength,
} from './render-budget.ts';
import { createSandboxRuntime, isBlockedAttribute, TemplateSecurityError } from './sandbox.ts';

/**
 * Compiles Jinja-like template text with nunjucks' parser and compiler, but with our own passes in
 * between, so that the result behaves like Superset's sandboxed, debug-undefined Jinja:
 * 1. validate: only plain identifiers as names (nunjucks pastes some names into generated code),
 *    no blocked attribute or dict key, no template loading (`include`, `import`, `extends`, `block`);
 * 2. transform: every printed expression goes through `__sl_output(value, name)` (Python `str()`,
 *    and an undefined variable prints as `{{ name }}`); `if` conditions use Python truthiness;
 * 3. compile with `or` / `and` / `not` / `~` emitted as Python-semantics runtime helpers;
 * 4. run the compiled root with the sandbox runtime (`sandbox.ts`), never nunjucks' global one;
 * 5. the generated code reports to the render budget (`render-budget.ts`) at each loop iteration
 *    and each output write, and `+` / `~` check the size of the string they build.
 * Compiled templates are cached by source text.
 */

/** A nunjucks AST node (the subset of its shape we touch). */
interface NjNode {
  typename: string;
  fields: string[];
  lineno: number;
  colno: number;
  [field: string]: unknown;
}

type NodeCtor = new (lineno: number, colno: number, ...args: unknown[]) => NjNode;

interface NjCompiler {
  compile(node: NjNode, frame?: unknown): void;
  getCode(): string;
  _emit(code: string): void;
  [method: string]: unknown;
}

/** The compiled form nunjucks' Template accepts as `{ type: 'code', obj }`. */
export interface CompiledTemplate {
  root: (
    env: unknown,
    context: unknown,
    frame: unknown,
    runtime: unknown,
    cb: (err: unknown, res?: string) => void,
  ) => void;
}

/** The parts of the nunjucks package used here (its typings do not declare the compiler internals). */
export interface NunjucksModule {
  Environment: new (loaders: unknown[], opts: { autoescape: boolean }) => NunjucksEnvironment;
  Template: new (
    src: { type: 'code'; obj: CompiledTemplate },
    env: NunjucksEnvironment,
    path: string,
    eager: boolean,
  ) => { render(ctx: object): string };
  parser: { parse(src: string, extensions: unknown[], opts: object): NjNode };
  compiler: { Compiler: new (name: string, throwOnUndefined: boolean) => NjCompiler };
  nodes: Record<string, NodeCtor>;
  runtime: Record<string, unknown>;
}

/** A nunjucks environment (filters, tests, globals). */
export interface NunjucksEnvironment {
  globals: Record<string, unknown>;
  filters: Record<string, unknown>;
  tests: Record<string, unknown>;
  addFilter(name: string, fn: (...args: never[]) => unknown): void;
  addTest(name: string, fn: (...args: never[]) => unknown): void;
  addGlobal(name: string, value: unknown): void;
}

const requireCjs = createRequire(import.meta.url);
/** The nunjucks package, loaded as CommonJS so its compiler internals are reachable. */
export const nunjucks = requireCjs('nunjucks') as NunjucksModule;
const transformer = requireCjs('nunjucks/src/transformer.js') as {
  transform(ast: NjNode, asyncFilters: string[], name: string): NjNode;
};
const nodes = nunjucks.nodes;

/** Global called around every printed expression: `__sl_output(value, nameOrNull)`. */
export const OUTPUT_HELPER = '__sl_output';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Async loops are nunjucks-only (not Jinja) and would escape the loop budget.
const FORBIDDEN_TAGS = new Set([
  'Extends',
  'Include',
  'Import',
  'FromImport',
  'Block',
  'Super',
  'CallExtension',
  'CallExtensionAsync',
  'FilterAsync',
  'AsyncEach',
  'AsyncAll',
]);
/** Characters nunjucks would paste unescaped into generated code when naming a called attribute. */
const UNSAFE_ATTRIBUTE = /["\\\r\n\u2028\u2029]/;

const concatPart = (v: unknown): string => (v === undefined ? '' : pyStr(v));
const lengthOf = (v: unknown): number => (typeof v === 'string' ? v.length : 0);
const sandboxRuntime = createSandboxRuntime({
  ...nunjucks.runtime,
  ...BUDGET_RUNTIME,
  // Jinja's `~` prints both sides with str(): `'a' ~ None` is `aNone`.
  pyConcat: (a: unknown, b: unknown) => {
    const left = concatPart(a);
    const right = concatPart(b);
    produce(left.length + right.length);
    return left + right;
  },
  // `+` keeps JavaScript's meaning (as nunjucks has it); only the size of a string result is checked.
  pyAdd: (a: unknown, b: unknown) => {
    if (typeof a === 'string' || typeof b === 'string') produce(lengthOf(a) + lengthOf(b));
    return (a as number) + (b as number);
  },
});

const MAX_CACHED = 500;
const cache = new Map<string, CompiledTemplate>();

/** Parses, checks, transforms and compiles a template; throws nunjucks or security errors. */
export function compileTemplate(source: string): CompiledTemplate {
  const hit = cache.get(source);
  if (hit) return hit;
  if (source.length > TEMPLATE_LIMITS.maxSourceChars) {
    throw new TemplateBudgetError(
      `Template text exceeds ${TEMPLATE_LIMITS.maxSourceChars} characters`,
    );
  }
  if (templateCodeLength(source) > TEMPLATE_LIMITS.maxCodeChars) {
    throw new TemplateBudgetError(
      `Template expressions and tags exceed ${TEMPLATE_LIMITS.maxCodeChars} characters`,
    );
  }
  const ast = nunjucks.parser.parse(source, [], {});
  validate(ast);
  transform(ast);
  const compiler = new nunjucks.compiler.Compiler('template', false);
  overrideBooleanOperators(compiler);
  instrumentBudget(compiler);
  compiler.compile(transformer.transform(ast, [], 'template'));
  // nunjucks' own Template does exactly this with the code it generates.
  const raw = new Function(compiler.getCode())() as CompiledTemplate;
  const compiled: CompiledTemplate = {
    root: (env, context, frame, _runtime, cb) => raw.root(env, context, frame, sandboxRuntime, cb),
  };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(source, compiled);
  return compiled;
}

function children(node: NjNode): NjNode[] {
  const out: NjNode[] = [];
  for (const field of node.fields) {
    const value = node[field];
    if (Array.isArray(value)) out.push(...(value as unknown[]).filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

function isNode(value: unknown): value is NjNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as NjNode).typename === 'string' &&
    Array.isArray((value as NjNode).fields)
  );
}

function fail(message: string, node: NjNode): never {
  const err = new TemplateSecurityError(message) as TemplateSecurityError & {
    lineno?: number;
    colno?: number;
  };
  err.lineno = node.lineno + 1;
  err.colno = node.colno + 1;
  throw err;
}

function validate(node: NjNode): void {
  if (FORBIDDEN_TAGS.has(node.typename))
    fail(`Template tag ${node.typename.toLowerCase()} is not allowed`, node);
  // Jinja has no regex literals; a nunjucks `r/(a+)+$/` could backtrack for minutes in one call.
  if (node.typename === 'Literal' && node.value instanceof RegExp)
    fail('Regular expressions are not allowed', node);
  if (node.typename === 'Symbol') {
    const name = String(node.value);
    if (!IDENTIFIER.test(name) || isBlockedAttribute(name))
      fail(`Access to '${name}' is not allowed`, node);
  }
  if (node.typename === 'LookupVal') {
    const key = node.val as NjNode;
    if (
      key.typename === 'Literal' &&
      typeof key.value === 'string' &&
      (isBlockedAttribute(key.value) || UNSAFE_ATTRIBUTE.test(key.value))
    ) {
      fail(`Access to attribute '${key.value}' is not allowed`, node);
    }
  }
  if (node.typename === 'Pair') {
    const key = node.key as NjNode;
    if (
      key.typename === 'Literal' &&
      typeof key.value === 'string' &&
      isBlockedAttribute(key.value)
    )
      fail(`Dict key '${key.value}' is not allowed`, node);
  }
  children(node).forEach(validate);
}

/** `foo`, `foo.bar`, `foo[0]` as written, for printing an undefined value the way Jinja's DebugUndefined does. */
function debugName(node: NjNode): string | null {
  if (node.typename === 'Symbol') return String(node.value);
  if (node.typename !== 'LookupVal') return null;
  const target = debugName(node.target as NjNode);
  const key = node.val as NjNode;
  if (target === null || key.typename !== 'Literal') return null;
  if (typeof key.value === 'number') return `${target}[${key.value}]`;
  return typeof key.value === 'string' && IDENTIFIER.test(key.value)
    ? `${target}.${key.value}`
    : null;
}

function transform(node: NjNode): void {
  children(node).forEach(transform);
  if (node.typename === 'Output') {
    node.children = (node.children as NjNode[]).map((child) => {
      if (child.typename === 'TemplateData') return child;
      const { lineno, colno } = child;
      const args = new nodes.NodeList(lineno, colno, [
        child,
        new nodes.Literal(lineno, colno, debugName(child)),
      ]);
      return new nodes.FunCall(lineno, colno, new nodes.Symbol(lineno, colno, OUTPUT_HELPER), args);
    });
  }
  if (node.typename === 'If' || node.typename === 'InlineIf') {
    const cond = node.cond as NjNode;
    // `not not x` compiles to `!runtime.pyTruthy(!runtime.pyTruthy(x))`: Python truthiness as a boolean.
    node.cond = new nodes.Not(
      cond.lineno,
      cond.colno,
      new nodes.Not(cond.lineno, cond.colno, cond),
    );
  }
}

function overrideBooleanOperators(compiler: NjCompiler): void {
  const lazyBinary = (helper: string) =>
    function (this: NjCompiler, node: NjNode, frame: unknown) {
      this._emit(`runtime.${helper}(`);
      this.compile(node.left as NjNode, frame);
      this._emit(', function() { return ');
      this.compile(node.right as NjNode, frame);
      this._emit('; })');
    };
  compiler.compileOr = lazyBinary('pyOr');
  compiler.compileAnd = lazyBinary('pyAnd');
  compiler.compileNot = function (this: NjCompiler, node: NjNode, frame: unknown) {
    this._emit('!runtime.pyTruthy(');
    this.compile(node.target as NjNode, frame);
    this._emit(')');
  };
  compiler.compileAdd = function (this: NjCompiler, node: NjNode, frame: unknown) {
    this._emit('runtime.pyAdd(');
    this.compile(node.left as NjNode, frame);
    this._emit(', ');
    this.compile(node.right as NjNode, frame);
    this._emit(')');
  };
  compiler.compileConcat = function (this: NjCompiler, node: NjNode, frame: unknown) {
    this._emit('runtime.pyConcat(');
    this.compile(node.left as NjNode, frame);
    this._emit(', ');
    this.compile(node.right as NjNode, frame);
    this._emit(')');
  };
}

/** Budget calls in the generated code: one per loop iteration, one after each output write. */
function instrumentBudget(compiler: NjCompiler): void {
  const emitLoopBindings = compiler._emitLoopBindings as (
    this: NjCompiler,
    ...args: unknown[]
  ) => void;
  compiler._emitLoopBindings = function (this: NjCompiler, ...args: unknown[]) {
    this._emit('runtime.slTick();');
    emitLoopBindings.apply(this, args);
  };
  const compileOutput = compiler.compileOutput as (
    this: NjCompiler,
    node: NjNode,
    frame: unknown,
  ) => void;
  compiler.compileOutput = function (this: NjCompiler, node: NjNode, frame: unknown) {
    compileOutput.call(this, node, frame);
    this._emit(`runtime.slOutput(${String(this.buffer)}.length);`);
  };
}
