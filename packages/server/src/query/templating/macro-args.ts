import { isKeywordArgs } from './py-values.ts';

/** Calling conventions shared by the macros and filters: Python-style arguments and flags. */

/** What macros record while a query's templates render. */
export interface MacroState {
  extraCacheKeys: unknown[];
  appliedFilters: string[];
  removedFilterColumns: Set<string>;
}

/** Marks a parameter without default in `bindArgs`. */
export const REQUIRED = Symbol('required');
type Param = readonly [name: string, fallback: unknown];

/** Binds Python-style call arguments to parameter names; throws Python's messages. */
export function bindArgs(fname: string, args: unknown[], params: readonly Param[]): unknown[] {
  const last = args[args.length - 1];
  const kwargs = isKeywordArgs(last) ? last : null;
  const positional = kwargs ? args.slice(0, -1) : args;
  if (positional.length > params.length)
    throw new Error(
      `${fname}() takes at most ${params.length} arguments (${positional.length} given)`,
    );
  const values = params.map(([, fallback], i) =>
    i < positional.length ? positional[i] : fallback,
  );
  for (const [key, value] of Object.entries(kwargs ?? {})) {
    if (key === '__keywords') continue;
    const index = params.findIndex(([name]) => name === key);
    if (index < 0) throw new Error(`${fname}() got an unexpected keyword argument '${key}'`);
    values[index] = value;
  }
  const missing = params.find((_p, i) => values[i] === REQUIRED);
  if (missing) throw new Error(`${fname}() missing required argument: '${missing[0]}'`);
  return values;
}

/** Python truthiness of a flag argument (`remove_filter=True`, `add_to_cache_keys=False`). */
export const isTruthyFlag = (v: unknown): boolean =>
  v !== false && v !== null && v !== undefined && v !== 0 && v !== '';

/** A macro as templates call it. */
export type Macro = (...args: unknown[]) => unknown;
