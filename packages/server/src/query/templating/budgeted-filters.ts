import { pyStr } from './py-values.ts';
import { produce, produced, tick, TemplateBudgetError } from './render-budget.ts';
import { MAX_RANGE } from './template-filters.ts';

/**
 * Every filter of a renderer, nunjucks' built-ins included, wrapped so that it counts as a step of
 * the render budget and its result is accounted for. Some built-ins loop or allocate by an argument
 * before returning (`center(1e9)` and `indent` build their padding one character at a time,
 * `batch(n, fill)` / `slice(n)` push n items, `replace('', s)` and `join` multiply lengths), and
 * one native call cannot be interrupted, so those arguments are checked before the call.
 */

type Filter = (this: unknown, ...args: unknown[]) => unknown;

/** Filters whose argument at this position (after the value) is a size they loop up to. */
const SIZE_ARGUMENT: Record<string, number> = { center: 0, indent: 0, batch: 0, slice: 0 };
/** Filters that run backtracking regular expressions over their input: input capped. */
const REGEX_FILTERS = new Set(['striptags', 'urlize']);
const MAX_REGEX_INPUT = 64 * 1024;

function textLength(value: unknown): number {
  return typeof value === 'string' || value instanceof String ? value.length : 0;
}

/** Length `replace(value, old, new)` would build, checked before it is built. */
function replaceLength(value: unknown, old: unknown, replacement: unknown): number {
  const str = typeof value === 'string' || value instanceof String ? String(value) : null;
  if (str === null || (typeof old !== 'string' && typeof old !== 'number')) return 0;
  const occurrences = old === '' ? str.length + 1 : str.split(String(old)).length - 1;
  return str.length + occurrences * String(replacement ?? '').length;
}

function joinLength(value: unknown, separator: unknown): number {
  if (!Array.isArray(value)) return 0;
  const sep = typeof separator === 'string' ? separator.length : 0;
  return (
    value.reduce(
      (n: number, item) => n + (typeof item === 'string' ? item.length : pyStr(item).length),
      0,
    ) +
    Math.max(0, value.length - 1) * sep
  );
}

function checkArguments(name: string, value: unknown, args: unknown[]): void {
  const sizeAt = SIZE_ARGUMENT[name];
  if (sizeAt !== undefined && Number(args[sizeAt]) > MAX_RANGE) {
    throw new TemplateBudgetError(`Filter ${name}: a size larger than ${MAX_RANGE} is not allowed`);
  }
  if (REGEX_FILTERS.has(name) && textLength(value) > MAX_REGEX_INPUT) {
    throw new TemplateBudgetError(
      `Filter ${name}: input longer than ${MAX_REGEX_INPUT} characters is not allowed`,
    );
  }
  if (name === 'replace') produce(replaceLength(value, args[0], args[1]));
  if (name === 'join') produce(joinLength(value, args[0]));
}

/** Replaces each filter of `filters` by its budgeted form (in place). */
export function budgetFilters(filters: Record<string, unknown>): void {
  for (const [name, fn] of Object.entries(filters)) {
    if (typeof fn !== 'function') continue;
    const filter = fn as Filter;
    filters[name] = function budgeted(this: unknown, value: unknown, ...args: unknown[]) {
      tick();
      checkArguments(name, value, args);
      const result = filter.call(this, value, ...args);
      produced(result);
      return result;
    };
  }
}
