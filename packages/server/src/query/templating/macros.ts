import { getSinceUntil, NO_TIME_RANGE } from '@sightline/core';
import { pyStrftime } from './py-datetime.ts';
import { isKeywordArgs } from './py-values.ts';
import type { TemplateContext } from './template-context.ts';

/**
 * The Superset macros (query-engine.md §2.14). They are called by compiled templates with
 * positional arguments plus, for `f(a, b=1)`, a trailing keyword-arguments object.
 * User- and request-dependent macros record their value in `extraCacheKeys`.
 */

/** What macros record while a query's templates render. */
export interface MacroState {
  extraCacheKeys: unknown[];
  appliedFilters: string[];
  removedFilterColumns: Set<string>;
}

/** A filter returned by `get_filters`. */
export interface TemplateFilterValue {
  op: string;
  col: string;
  val?: unknown;
}

const REQUIRED = Symbol('required');
type Param = readonly [name: string, fallback: unknown];

/** Binds Python-style call arguments to parameter names; throws Python's messages. */
export function bindArgs(fname: string, args: unknown[], params: readonly Param[]): unknown[] {
  const last = args[args.length - 1];
  const kwargs = isKeywordArgs(last) ? last : null;
  const positional = kwargs ? args.slice(0, -1) : args;
  if (positional.length > params.length) throw new Error(`${fname}() takes at most ${params.length} arguments (${positional.length} given)`);
  const values = params.map(([, fallback], i) => (i < positional.length ? positional[i] : fallback));
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

const isTruthyFlag = (v: unknown): boolean => v !== false && v !== null && v !== undefined && v !== 0 && v !== '';
const VALUELESS_OPS = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);
const LIST_OPS = new Set(['IN', 'NOT IN']);

/** Builds the macro functions of one renderer. `renderNested` renders a saved metric's own template. */
export function createMacros(ctx: TemplateContext, state: MacroState, renderNested: (text: string) => string): Record<string, (...args: unknown[]) => unknown> {
  const remember = <T>(value: T, add: unknown): T => {
    if (isTruthyFlag(add)) state.extraCacheKeys.push(value);
    return value;
  };
  const metricsInProgress = new Set<string>();
  const escapeLiteralBody = (s: string): string => (ctx.quoteString ? ctx.quoteString(s).slice(1, -1) : s.replace(/'/g, "''"));

  const getFilters = (column: string, removeFilter: boolean): TemplateFilterValue[] => {
    const out: TemplateFilterValue[] = [];
    for (const flt of ctx.filters ?? []) {
      if (flt.col !== column) continue;
      const op = String(flt.op ?? '').toUpperCase();
      let val = flt.val;
      const valueless = VALUELESS_OPS.has(op);
      if (!valueless && (val === undefined || val === null || val === '' || (Array.isArray(val) && val.length === 0))) continue;
      if (removeFilter) state.removedFilterColumns.add(column);
      if (!state.appliedFilters.includes(column)) state.appliedFilters.push(column);
      if (valueless) {
        out.push({ op, col: column });
        continue;
      }
      if (LIST_OPS.has(op) && !Array.isArray(val)) val = [val];
      out.push({ op, col: column, val: structuredClone(val) });
    }
    return out;
  };

  return {
    url_param(...args) {
      const [param, fallback, addToCacheKeys, escapeResult] = bindArgs('url_param', args, [['param', REQUIRED], ['default', null], ['add_to_cache_keys', true], ['escape_result', true]]);
      const name = String(param);
      const fromRequest = ctx.requestArgs?.[name];
      const requestValue = Array.isArray(fromRequest) ? fromRequest[0] : fromRequest;
      let result: unknown;
      if (requestValue) result = requestValue;
      else if (ctx.urlParams && Object.prototype.hasOwnProperty.call(ctx.urlParams, name)) result = ctx.urlParams[name];
      else result = fallback;
      // Superset returns request-string values unescaped; a URL is attacker-controlled, so both are escaped.
      if (typeof result === 'string' && result && isTruthyFlag(escapeResult)) result = escapeLiteralBody(result);
      return remember(result ?? null, addToCacheKeys);
    },
    current_user_id(...args) {
      const [add] = bindArgs('current_user_id', args, [['add_to_cache_keys', true]]);
      const id = ctx.user?.id ?? null;
      return id === null ? null : remember(id, add);
    },
    current_username(...args) {
      const [add] = bindArgs('current_username', args, [['add_to_cache_keys', true]]);
      const name = ctx.user?.username ?? null;
      return name === null ? null : remember(name, add);
    },
    current_user_email(...args) {
      const [add] = bindArgs('current_user_email', args, [['add_to_cache_keys', true]]);
      const email = ctx.user?.email ?? null;
      return email === null ? null : remember(email, add);
    },
    current_user_roles(...args) {
      const [add] = bindArgs('current_user_roles', args, [['add_to_cache_keys', true]]);
      const roles = ctx.user?.roles ?? [];
      if (roles.length === 0) return null;
      if (isTruthyFlag(add)) state.extraCacheKeys.push(JSON.stringify(roles));
      return [...roles];
    },
    current_user_rls_rules(...args) {
      const [add] = bindArgs('current_user_rls_rules', args, [['add_to_cache_keys', true]]);
      const rules = ctx.userRlsRules ?? [];
      if (rules.length === 0) return null;
      if (isTruthyFlag(add)) state.extraCacheKeys.push(JSON.stringify(rules));
      return [...rules];
    },
    cache_key_wrapper(...args) {
      const [key] = bindArgs('cache_key_wrapper', args, [['key', REQUIRED]]);
      return remember(key, true);
    },
    filter_values(...args) {
      const [column, fallback, removeFilter] = bindArgs('filter_values', args, [['column', REQUIRED], ['default', null], ['remove_filter', false]]);
      const values: unknown[] = [];
      for (const flt of getFilters(String(column), isTruthyFlag(removeFilter))) {
        if (Array.isArray(flt.val)) values.push(...(flt.val as unknown[]));
        else if (flt.val !== undefined && flt.val !== null && flt.val !== '') values.push(flt.val);
      }
      return values.length === 0 && fallback !== null && fallback !== undefined ? [fallback] : values;
    },
    get_filters(...args) {
      const [column, removeFilter] = bindArgs('get_filters', args, [['column', REQUIRED], ['remove_filter', false]]);
      return getFilters(String(column), isTruthyFlag(removeFilter));
    },
    get_time_filter(...args) {
      const [column, fallback, targetType, strftime, removeFilter] = bindArgs('get_time_filter', args, [
        ['column', null], ['default', null], ['target_type', null], ['strftime', null], ['remove_filter', false],
      ]);
      let timeRange = ctx.timeRange ?? null;
      let type = typeof targetType === 'string' ? targetType : null;
      let useQueryBounds = true;
      if (typeof column === 'string' && column) {
        const flt = (ctx.filters ?? []).find((f) => f.col === column && String(f.op).toUpperCase() === 'TEMPORAL_RANGE');
        if (flt) {
          if (isTruthyFlag(removeFilter)) {
            state.removedFilterColumns.add(column);
            if (!state.appliedFilters.includes(column)) state.appliedFilters.push(column);
          }
          timeRange = typeof flt.val === 'string' ? flt.val : null;
          useQueryBounds = false;
          type ??= ctx.columnTypes?.[column] ?? null;
        }
      }
      timeRange = timeRange || NO_TIME_RANGE;
      if (timeRange === NO_TIME_RANGE && typeof fallback === 'string' && fallback) {
        timeRange = fallback;
        useQueryBounds = false;
      }
      const bounds =
        useQueryBounds && (ctx.fromDttm !== undefined || ctx.toDttm !== undefined)
          ? { since: ctx.fromDttm ?? null, until: ctx.toDttm ?? null }
          : getSinceUntil(timeRange, { now: ctx.now });
      const format = (d: Date | null): string | null => {
        if (!d) return null;
        if (typeof strftime === 'string' && strftime) return pyStrftime(d, strftime);
        return ctx.dateTimeLiteral ? ctx.dateTimeLiteral(d, type) : null;
      };
      return { from_expr: format(bounds.since), to_expr: format(bounds.until), time_range: timeRange };
    },
    dataset(...args) {
      const [id, includeMetrics, columns] = bindArgs('dataset', args, [['dataset_id', REQUIRED], ['include_metrics', false], ['columns', null]]);
      if (!ctx.resolveDataset) throw new Error('The dataset() macro is not available in this context');
      const datasetId = Number(id);
      if (!Number.isInteger(datasetId)) throw new Error(`Invalid dataset id: ${String(id)}`);
      const cols = Array.isArray(columns) ? columns.map(String) : null;
      return `(\n${ctx.resolveDataset(datasetId, isTruthyFlag(includeMetrics), cols)}\n) AS dataset_${datasetId}`;
    },
    metric(...args) {
      const [key, datasetId] = bindArgs('metric', args, [['metric_key', REQUIRED], ['dataset_id', null]]);
      if (!ctx.resolveMetric) throw new Error('The metric() macro is not available in this context');
      const id = datasetId === null || datasetId === undefined ? (ctx.datasetId ?? null) : Number(datasetId);
      const ref = `${id ?? ''}:${String(key)}`;
      if (metricsInProgress.has(ref)) throw new Error(`Infinite recursion detected in template: metric '${String(key)}'`);
      metricsInProgress.add(ref);
      try {
        return renderNested(ctx.resolveMetric(String(key), id));
      } finally {
        metricsInProgress.delete(ref);
      }
    },
  };
}
