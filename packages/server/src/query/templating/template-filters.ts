import { bindArgs } from './macro-args.ts';
import { DEFAULT_DATETIME_FORMAT, PyDateTime, pyIsoformat, pyStrptime } from './py-datetime.ts';
import { isBlockedAttribute, TemplateSecurityError } from './sandbox.ts';
import type { TemplateContext } from './template-context.ts';

/**
 * Filters, tests and globals added to nunjucks' built-ins: Superset's `where_in` and `to_datetime`,
 * the Jinja filters nunjucks lacks (`map`, `tojson`), the `none` test, and Jinja's sandboxed `range`
 * (at most 100 000 items).
 */

/** Jinja sandbox's MAX_RANGE. */
export const MAX_RANGE = 100_000;

type FilterFn = (this: unknown, ...args: never[]) => unknown;

/** The SQL literal of one `where_in` value in the engine's spelling. */
function sqlLiteral(value: unknown, ctx: TemplateContext): string {
  const quote = ctx.quoteString ?? ((s: string) => `'${s.replace(/'/g, "''")}'`);
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`where_in: cannot render ${value} as SQL`);
    return String(value);
  }
  if (typeof value === 'boolean')
    return ctx.booleanLiteral ? ctx.booleanLiteral(value) : value ? 'true' : 'false';
  if (value instanceof PyDateTime) return quote(value.toString());
  if (value instanceof Date) return quote(pyIsoformat(value, ' '));
  return quote(JSON.stringify(value) ?? '');
}

/** Filters of one renderer (they depend on the engine's literal spelling). */
export function createTemplateFilters(ctx: TemplateContext): Record<string, FilterFn> {
  return {
    /** `{{ values | where_in }}` -> `('a', 'b')`, literals escaped by the engine's rules. */
    where_in(values: unknown, ...rest: unknown[]) {
      const [mark] = bindArgs('where_in', rest, [['mark', null]]);
      const list = Array.isArray(values) ? values : [values];
      const result = `(${list.map((v) => sqlLiteral(v, ctx)).join(', ')})`;
      if (mark === null || mark === undefined) return result;
      return `${result}\n-- WARNING: the \`mark\` parameter was removed from the \`where_in\` macro for security reasons\n`;
    },
    /** `{{ '2024-01-01 00:00:00' | to_datetime }}`: Python strptime; None stays None. */
    to_datetime(value: unknown, ...rest: unknown[]) {
      const [format] = bindArgs('to_datetime', rest, [['format', DEFAULT_DATETIME_FORMAT]]);
      if (value === null || value === undefined) return null;
      return pyStrptime(String(value), String(format));
    },
    /** Jinja `map(attribute='x')` or `map('filter_name', *args)`. */
    map(this: unknown, seq: unknown, ...rest: unknown[]) {
      const items = Array.isArray(seq) ? seq : [];
      const last = rest[rest.length - 1] as Record<string, unknown> | undefined;
      if (last && typeof last === 'object' && 'attribute' in last) {
        const attribute = String(last.attribute);
        if (isBlockedAttribute(attribute))
          throw new TemplateSecurityError(`Access to attribute '${attribute}' is not allowed`);
        return items.map((item) =>
          item !== null &&
          typeof item === 'object' &&
          Object.prototype.hasOwnProperty.call(item, attribute)
            ? (item as Record<string, unknown>)[attribute]
            : (last.default ?? undefined),
        );
      }
      const [name, ...args] = rest;
      const env = (this as { env?: { getFilter(n: string): (...a: unknown[]) => unknown } }).env;
      if (typeof name !== 'string' || !env)
        throw new Error('map() needs a filter name or attribute=');
      if (isBlockedAttribute(name))
        throw new TemplateSecurityError(`Access to filter '${name}' is not allowed`);
      const filter = env.getFilter(name);
      return items.map((item) => filter.call(this, item, ...args));
    },
    /** Jinja `tojson`. */
    tojson(value: unknown) {
      return JSON.stringify(value ?? null);
    },
  };
}

/** Jinja tests nunjucks lacks. */
export const TEMPLATE_TESTS: Record<string, (value: unknown) => boolean> = {
  none: (value) => value === null,
};

/** Python `range()` refusing more than MAX_RANGE items. */
export function sandboxedRange(...args: unknown[]): number[] {
  const nums = args.filter((a) => typeof a === 'number') as number[];
  const [start, stop, step] =
    nums.length === 1 ? [0, nums[0], 1] : [nums[0] ?? 0, nums[1] ?? 0, nums[2] ?? 1];
  if (step === 0) throw new Error('range() arg 3 must not be zero');
  const count = Math.max(0, Math.ceil((stop - start) / step));
  if (count > MAX_RANGE)
    throw new TemplateSecurityError(
      `Range too big. The sandbox blocks ranges larger than MAX_RANGE (${MAX_RANGE}).`,
    );
  return Array.from({ length: count }, (_v, i) => start + i * step);
}
