import { pyMethod, pyTruthy } from './py-values.ts';
import { produced, tick } from './render-budget.ts';

/**
 * The sandbox of user templates. nunjucks compiles a template to JavaScript that reaches values only
 * through three runtime functions (variable lookup, member lookup, call); every compiled template
 * here runs with a copy of the runtime in which those three are replaced:
 * - names and attributes that lead to JavaScript internals (`constructor`, `__proto__`, `prototype`,
 *   `caller`, anything starting with `__` ...) are refused, so `range.constructor("return process")()`
 *   and Jinja-style `cycler.__init__.__globals__` fail instead of running code;
 * - variables resolve to own properties only (a plain `{}` would otherwise answer `constructor`);
 * - the Function/Object constructors and the global object are never returned or called, as a
 *   second line of defence.
 * The compiler side of the sandbox (which template nodes are allowed) is in `compile-template.ts`.
 */

/** Raised when a template touches a forbidden name; rendered as a template error. */
export class TemplateSecurityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecurityError';
  }
}

const BLOCKED_NAMES = new Set([
  'constructor',
  'prototype',
  '__proto__',
  'caller',
  'callee',
  'arguments',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** Whether an attribute name is refused (Jinja's sandbox also refuses every `_`-dunder name). */
export function isBlockedAttribute(name: string): boolean {
  return BLOCKED_NAMES.has(name) || name.startsWith('__');
}

const hasOwn = (obj: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(obj, key);

/* eslint-disable @typescript-eslint/no-unsafe-function-type -- identity checks against constructors */
const FORBIDDEN_VALUES = new Set<unknown>([
  Function,
  Object,
  Reflect,
  Proxy,
  globalThis,
  eval,
  Object.getPrototypeOf(async () => undefined).constructor as Function,
  Object.getPrototypeOf(function* () {}).constructor as Function,
  Object.getPrototypeOf(async function* () {}).constructor as Function,
  typeof process === 'undefined' ? undefined : process,
]);
/* eslint-enable @typescript-eslint/no-unsafe-function-type */

function assertSafeValue(value: unknown, what: string): void {
  if (value !== undefined && FORBIDDEN_VALUES.has(value))
    throw new TemplateSecurityError(`Access to ${what} is not allowed`);
}

interface Frame {
  variables: Record<string, unknown>;
  parent: Frame | null;
}

interface Context {
  ctx: Record<string, unknown>;
  env: { globals: Record<string, unknown> };
}

/** Jinja spellings of the constants that nunjucks does not know. */
const PY_CONSTANTS: Record<string, unknown> = { True: true, False: false, None: null };

/** Variable lookup: template frames, then the render context, then the environment's globals. */
function contextOrFrameLookup(context: Context, frame: Frame, name: string): unknown {
  if (BLOCKED_NAMES.has(name))
    throw new TemplateSecurityError(`Access to '${name}' is not allowed`);
  for (let f: Frame | null = frame; f; f = f.parent) {
    if (hasOwn(f.variables, name) && f.variables[name] !== undefined) return f.variables[name];
  }
  let value: unknown;
  if (hasOwn(context.ctx, name)) value = context.ctx[name];
  else if (hasOwn(context.env.globals, name)) value = context.env.globals[name];
  else if (hasOwn(PY_CONSTANTS, name)) value = PY_CONSTANTS[name];
  assertSafeValue(value, `'${name}'`);
  return value;
}

/** Attribute/item lookup (`a.b`, `a['b']`, `a[0]`), with Python methods on strings, lists and dicts. */
function memberLookup(obj: unknown, key: unknown): unknown {
  if (obj === undefined || obj === null) return undefined;
  const name = typeof key === 'number' ? String(key) : typeof key === 'string' ? key : String(key);
  if (isBlockedAttribute(name))
    throw new TemplateSecurityError(`Access to attribute '${name}' is not allowed`);
  const target = obj as Record<string, unknown>;
  const isOwn = typeof obj === 'object' && hasOwn(target, name);
  if (!isOwn) {
    const method = pyMethod(obj, name);
    if (method) return method;
  }
  const value = target[name];
  assertSafeValue(value, `attribute '${name}'`);
  if (typeof value === 'function') {
    return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(obj, args);
  }
  return value;
}

/** Calls a template-visible function; refuses anything but functions and never the constructors. */
function callWrap(fn: unknown, name: string, context: unknown, args: unknown[]): unknown {
  if (!fn) throw new Error(`Unable to call \`${name}\`, which is undefined or falsey`);
  if (typeof fn !== 'function')
    throw new Error(`Unable to call \`${name}\`, which is not a function`);
  assertSafeValue(fn, `'${name}'`);
  // Every call is a step of the render budget: recursive macros multiply work without any loop.
  tick();
  const result = (fn as (...a: unknown[]) => unknown).apply(context, args);
  produced(result);
  return result;
}

/** Python `a or b`: `a` when truthy, else `b` (evaluated only then). */
function pyOr(left: unknown, right: () => unknown): unknown {
  return pyTruthy(left) ? left : right();
}

/** Python `a and b`: `a` when falsy, else `b` (evaluated only then). */
function pyAnd(left: unknown, right: () => unknown): unknown {
  return pyTruthy(left) ? right() : left;
}

/**
 * The runtime handed to compiled templates: nunjucks' own runtime with the lookups replaced and the
 * Python boolean helpers the compiler overrides emit (`runtime.pyTruthy/pyOr/pyAnd`).
 */
export function createSandboxRuntime(base: Record<string, unknown>): Record<string, unknown> {
  return { ...base, contextOrFrameLookup, memberLookup, callWrap, pyTruthy, pyOr, pyAnd };
}
