import { produce } from './render-budget.ts';

/**
 * Python (Jinja) value semantics on top of nunjucks, which otherwise follows JavaScript:
 * Jinja prints `None`/`True`/`['a', 'b']` and treats `[]`, `{}` and `''` as false, and Superset
 * templates rely on both (`{% if filter_values('x') %}`, `{{ current_user_roles() }}`).
 */

/** The keyword-arguments object nunjucks appends to a call's arguments (`f(a, b=1)`). */
export interface KeywordArgs {
  __keywords: true;
  [name: string]: unknown;
}

/** Whether a call argument is nunjucks' keyword-arguments object. */
export function isKeywordArgs(value: unknown): value is KeywordArgs {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { __keywords?: unknown }).__keywords === true
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Python truthiness: empty strings, lists and dicts are false, as are 0, None and False. */
export function pyTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).filter((k) => k !== '__keywords').length > 0;
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { length?: unknown }).length === 'number'
  ) {
    return (value as { length: number }).length > 0;
  }
  return Boolean(value);
}

/** Python `repr()` of a value, used inside printed lists and dicts. */
export function pyRepr(value: unknown): string {
  if (typeof value === 'string') {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
    const body = value
      .replace(/\\/g, '\\\\')
      .replace(/\n/g, '\\n')
      .replace(/\r/g, '\\r')
      .replace(/\t/g, '\\t');
    return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
  }
  return pyStr(value);
}

/** Python `str()` of a value: what `{{ value }}` prints in Jinja. */
export function pyStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : value > 0 ? 'inf' : value < 0 ? '-inf' : 'nan';
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** Drops a trailing keyword-arguments object from a call's arguments. */
function positional(args: unknown[]): unknown[] {
  return args.length > 0 && isKeywordArgs(args[args.length - 1]) ? args.slice(0, -1) : args;
}

function pyStrip(s: string, chars: unknown, side: 'both' | 'left' | 'right'): string {
  const set = typeof chars === 'string' ? chars : ' \t\n\r\f\v';
  let start = 0;
  let end = s.length;
  if (side !== 'right') while (start < end && set.includes(s[start])) start++;
  if (side !== 'left') while (end > start && set.includes(s[end - 1])) end--;
  return s.slice(start, end);
}

function pySplit(s: string, sep: unknown, maxsplit: unknown): string[] {
  const limit = typeof maxsplit === 'number' && maxsplit >= 0 ? maxsplit : Infinity;
  if (sep === undefined || sep === null) {
    const out: string[] = [];
    let rest = s.replace(/^\s+/, '');
    while (rest !== '') {
      const gap = /\s+/.exec(rest);
      if (out.length === limit || !gap) {
        out.push(rest);
        break;
      }
      out.push(rest.slice(0, gap.index));
      rest = rest.slice(gap.index + gap[0].length);
    }
    return out;
  }
  const parts = s.split(String(sep));
  return parts.length <= limit + 1
    ? parts
    : [...parts.slice(0, limit), parts.slice(limit).join(String(sep))];
}

type Method = (...args: unknown[]) => unknown;

const STRING_METHODS: Record<string, (s: string, args: unknown[]) => unknown> = {
  upper: (s) => s.toUpperCase(),
  lower: (s) => s.toLowerCase(),
  strip: (s, [chars]) => pyStrip(s, chars, 'both'),
  lstrip: (s, [chars]) => pyStrip(s, chars, 'left'),
  rstrip: (s, [chars]) => pyStrip(s, chars, 'right'),
  startswith: (s, [prefix]) => s.startsWith(String(prefix)),
  endswith: (s, [suffix]) => s.endsWith(String(suffix)),
  replace: (s, [from, to, count]) => {
    const parts = s.split(String(from));
    // Checked before the string is built: `s.replace('', s)` squares the length.
    produce(s.length + (parts.length - 1) * String(to).length);
    const n = typeof count === 'number' && count >= 0 ? count : Infinity;
    return parts.length - 1 <= n
      ? parts.join(String(to))
      : parts.slice(0, n + 1).join(String(to)) +
          String(from) +
          parts.slice(n + 1).join(String(from));
  },
  split: (s, [sep, maxsplit]) => pySplit(s, sep, maxsplit),
  join: (s, [items]) => {
    if (!Array.isArray(items)) return String(items ?? '');
    const parts = items.map(pyStr);
    produce(parts.reduce((n, p) => n + p.length, 0) + Math.max(0, parts.length - 1) * s.length);
    return parts.join(s);
  },
  title: (s) =>
    s
      .toLowerCase()
      .replace(/(^|[^A-Za-z])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase()),
  capitalize: (s) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase(),
};

const DICT_METHODS: Record<string, (o: Record<string, unknown>, args: unknown[]) => unknown> = {
  get: (o, [key, fallback]) =>
    Object.prototype.hasOwnProperty.call(o, String(key)) ? o[String(key)] : (fallback ?? null),
  keys: (o) => Object.keys(o),
  values: (o) => Object.values(o),
  items: (o) => Object.entries(o),
};

const LIST_METHODS: Record<string, (a: unknown[], args: unknown[]) => unknown> = {
  append: (a, [item]) => {
    a.push(item);
    return null;
  },
  index: (a, [item]) => {
    const i = a.indexOf(item);
    if (i < 0) throw new Error(`${pyRepr(item)} is not in list`);
    return i;
  },
  count: (a, [item]) => a.filter((x) => x === item).length,
};

/**
 * The Python method `name` of a string, dict or list (`'a'.upper()`, `d.get('k')`, `l.append(x)`),
 * or undefined when there is none; a dict's own key of that name wins.
 */
export function pyMethod(target: unknown, name: string): Method | undefined {
  if (typeof target === 'string' && Object.prototype.hasOwnProperty.call(STRING_METHODS, name)) {
    return (...args) => STRING_METHODS[name](target, positional(args));
  }
  if (Array.isArray(target) && Object.prototype.hasOwnProperty.call(LIST_METHODS, name)) {
    return (...args) => LIST_METHODS[name](target, positional(args));
  }
  if (
    isPlainObject(target) &&
    !Object.prototype.hasOwnProperty.call(target, name) &&
    Object.prototype.hasOwnProperty.call(DICT_METHODS, name)
  ) {
    return (...args) => DICT_METHODS[name](target, positional(args));
  }
  return undefined;
}
