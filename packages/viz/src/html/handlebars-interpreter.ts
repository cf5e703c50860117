import Handlebars from 'handlebars';

/**
 * Renders a Handlebars template by walking its syntax tree (`Handlebars.parse`) instead of
 * `Handlebars.compile`, which generates JavaScript and runs it with `new Function`: our
 * Content-Security-Policy has no `unsafe-eval`, so a compiled template cannot run in the browser.
 * Covers what chart templates use: mustaches (escaped and raw), blocks with `else` chains, the
 * built-in `if`, `unless`, `each`, `with`, `lookup` and `log`, registered helpers with positional
 * and hash arguments, sub-expressions, `this`, `../` paths, `@index`/`@key`/`@first`/`@last`/
 * `@root` and block parameters. Partials and decorators are refused with a clear error. Properties
 * are read only when they are an object's own (Handlebars' prototype-access rule).
 */

type Node = hbs.AST.Node;
type Expr = hbs.AST.Expression;
type Helper = (this: unknown, ...args: unknown[]) => unknown;

interface DataFrame {
  root: unknown;
  index?: number;
  key?: string | number;
  first?: boolean;
  last?: boolean;
  _parent?: DataFrame;
}

interface Scope {
  /** Contexts from the root to the current one (`../` steps back through them). */
  contexts: unknown[];
  data: DataFrame;
  /** Block parameters in scope, innermost last. */
  blockParams: Record<string, unknown>[];
}

interface Options {
  fn: (context?: unknown, extra?: { data?: DataFrame; blockParams?: unknown[] }) => string;
  inverse: (context?: unknown, extra?: { data?: DataFrame; blockParams?: unknown[] }) => string;
  hash: Record<string, unknown>;
  data: DataFrame;
  name: string;
}

const own = (value: unknown, key: string): unknown => {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' && typeof value !== 'function') {
    return key === 'length' && typeof value === 'string' ? value.length : undefined;
  }
  return Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
};

const isEmpty = (value: unknown) =>
  (!value && value !== 0) || (Array.isArray(value) && value.length === 0);

const current = (scope: Scope) => scope.contexts[scope.contexts.length - 1];

/** The built-in helpers, as Handlebars defines them. */
const BUILT_INS: Record<string, Helper> = {
  if(this: unknown, ...args: unknown[]) {
    const options = args.pop() as Options;
    if (args.length !== 1) throw new Error('#if requires exactly one argument');
    const value = typeof args[0] === 'function' ? (args[0] as Helper).call(this) : args[0];
    return (!value && !options.hash.includeZero) || isEmpty(value)
      ? options.inverse(this)
      : options.fn(this);
  },
  unless(this: unknown, ...args: unknown[]) {
    const options = args.pop() as Options;
    if (args.length !== 1) throw new Error('#unless requires exactly one argument');
    const value = typeof args[0] === 'function' ? (args[0] as Helper).call(this) : args[0];
    return (!value && !options.hash.includeZero) || isEmpty(value)
      ? options.fn(this)
      : options.inverse(this);
  },
  with(this: unknown, ...args: unknown[]) {
    const options = args.pop() as Options;
    if (args.length !== 1) throw new Error('#with requires exactly one argument');
    return isEmpty(args[0])
      ? options.inverse(this)
      : options.fn(args[0], { blockParams: [args[0]] });
  },
  each(this: unknown, ...args: unknown[]) {
    const options = args.pop() as Options;
    if (args.length !== 1) throw new Error('Must pass iterator to #each');
    const items = args[0];
    const entries: [string | number, unknown][] = Array.isArray(items)
      ? items.map((item, i) => [i, item])
      : items && typeof items === 'object'
        ? Object.keys(items).map((key) => [key, (items as Record<string, unknown>)[key]])
        : [];
    if (entries.length === 0) return options.inverse(this);
    return entries
      .map(([key, item], i) =>
        options.fn(item, {
          data: {
            ...options.data,
            _parent: options.data,
            key,
            index: i,
            first: i === 0,
            last: i === entries.length - 1,
          },
          blockParams: [item, key],
        }),
      )
      .join('');
  },
  lookup(...args: unknown[]) {
    return own(args[0], String(args[1]));
  },
  log() {
    return '';
  },
};

/** Renders `template` with `context`, using `helpers` besides the built-in ones. */
export function renderHandlebars(
  template: string,
  context: unknown,
  helpers: Readonly<Record<string, unknown>>,
): string {
  const program = Handlebars.parse(template);
  const helperOf = (name: string): Helper | undefined => {
    const fn = Object.prototype.hasOwnProperty.call(helpers, name) ? helpers[name] : undefined;
    return (typeof fn === 'function' ? fn : BUILT_INS[name]) as Helper | undefined;
  };

  function lookupPath(path: hbs.AST.PathExpression, scope: Scope): unknown {
    const parts = path.parts;
    if (path.data) {
      let frame: DataFrame | undefined = scope.data;
      for (let d = 0; d < path.depth && frame; d += 1) frame = frame._parent;
      const [head, ...rest] = parts;
      let value: unknown = frame ? own(frame, head) : undefined;
      for (const part of rest) value = own(value, part);
      return value;
    }
    if (path.depth === 0 && parts.length > 0 && !/^(this|\.)[./]?/.test(path.original)) {
      for (let i = scope.blockParams.length - 1; i >= 0; i -= 1) {
        if (Object.prototype.hasOwnProperty.call(scope.blockParams[i], parts[0])) {
          let value: unknown = scope.blockParams[i][parts[0]];
          for (const part of parts.slice(1)) value = own(value, part);
          return value;
        }
      }
    }
    let value = scope.contexts[Math.max(0, scope.contexts.length - 1 - path.depth)];
    for (const part of parts) value = own(value, part);
    return value;
  }

  const isHelperPath = (path: Expr): path is hbs.AST.PathExpression =>
    path.type === 'PathExpression' &&
    (path as hbs.AST.PathExpression).parts.length === 1 &&
    (path as hbs.AST.PathExpression).depth === 0 &&
    !(path as hbs.AST.PathExpression).data &&
    !/^(this|\.)[./]/.test((path as hbs.AST.PathExpression).original);

  function evaluate(expr: Expr, scope: Scope): unknown {
    switch (expr.type) {
      case 'StringLiteral':
      case 'NumberLiteral':
      case 'BooleanLiteral':
        return (expr as hbs.AST.StringLiteral).value;
      case 'UndefinedLiteral':
        return undefined;
      case 'NullLiteral':
        return null;
      case 'SubExpression': {
        const sub = expr as hbs.AST.SubExpression;
        return call(sub.path, sub.params, sub.hash, scope, null, null, true);
      }
      case 'PathExpression':
        return lookupPath(expr as hbs.AST.PathExpression, scope);
      default:
        throw new Error(`Unsupported expression: ${expr.type}`);
    }
  }

  function hashOf(hash: hbs.AST.Hash | undefined, scope: Scope): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const pair of hash?.pairs ?? []) out[pair.key] = evaluate(pair.value, scope);
    return out;
  }

  function block(program: hbs.AST.Program | null, scope: Scope): Options['fn'] {
    return (context = current(scope), extra = {}) => {
      if (!program) return '';
      const names = program.blockParams ?? [];
      const params: Record<string, unknown> = {};
      names.forEach((name, i) => (params[name] = extra.blockParams?.[i]));
      const inner: Scope = {
        contexts: context === current(scope) ? scope.contexts : [...scope.contexts, context],
        data: extra.data ?? scope.data,
        blockParams: names.length ? [...scope.blockParams, params] : scope.blockParams,
      };
      return renderBody(program.body, inner);
    };
  }

  /** A mustache, block or sub-expression: a helper call or a value (Handlebars' rules). */
  function call(
    path: Expr,
    paramExprs: Expr[],
    hashNode: hbs.AST.Hash | undefined,
    scope: Scope,
    program: hbs.AST.Program | null,
    inverse: hbs.AST.Program | null,
    isSubExpression = false,
  ): unknown {
    const name = path.type === 'PathExpression' ? (path as hbs.AST.PathExpression).original : '';
    const helper = isHelperPath(path) ? helperOf(name) : undefined;
    const hasArgs = paramExprs.length > 0 || (hashNode?.pairs.length ?? 0) > 0;
    if (!helper && (hasArgs || isSubExpression)) {
      if (isHelperPath(path)) throw new Error(`Missing helper: "${name}"`);
    }
    const options: Options = {
      fn: block(program, scope),
      inverse: block(inverse, scope),
      hash: hashOf(hashNode, scope),
      data: scope.data,
      name,
    };
    const args = paramExprs.map((p) => evaluate(p, scope));
    if (helper) return helper.call(current(scope), ...args, options);
    const value = evaluate(path, scope);
    if (typeof value === 'function')
      return (value as Helper).call(current(scope), ...args, options);
    if (!program && !inverse) return value;
    // A block over a plain value (Handlebars' blockHelperMissing).
    if (value === true) return options.fn(current(scope));
    if (value === false || value === null || value === undefined) return options.inverse();
    if (Array.isArray(value))
      return value.length > 0
        ? BUILT_INS.each.call(current(scope), value, options)
        : options.inverse();
    return options.fn(value);
  }

  function renderBody(body: hbs.AST.Statement[], scope: Scope): string {
    let out = '';
    for (const node of body as Node[]) {
      switch (node.type) {
        case 'ContentStatement':
          out += (node as hbs.AST.ContentStatement).value;
          break;
        case 'CommentStatement':
          break;
        case 'MustacheStatement': {
          const m = node as hbs.AST.MustacheStatement;
          const value = call(m.path, m.params, m.hash, scope, null, null);
          out += m.escaped
            ? Handlebars.escapeExpression(value as string)
            : value === null || value === undefined
              ? ''
              : String(value);
          break;
        }
        case 'BlockStatement': {
          const b = node as hbs.AST.BlockStatement;
          const value = call(b.path, b.params, b.hash, scope, b.program, b.inverse);
          out += value === null || value === undefined ? '' : String(value);
          break;
        }
        default:
          throw new Error(
            `${node.type.replace(/Statement$/, '')}s are not supported in chart templates`,
          );
      }
    }
    return out;
  }

  return renderBody(program.body, {
    contexts: [context],
    data: { root: context },
    blockParams: [],
  });
}
