import { createFilterMacros } from './filter-macros.ts';
import { bindArgs, isTruthyFlag, REQUIRED, type Macro, type MacroState } from './macro-args.ts';
import type { TemplateContext } from './template-context.ts';

/**
 * The Superset macros (docs/query-object.md §2.14). They are called by compiled templates with
 * positional arguments plus, for `f(a, b=1)`, a trailing keyword-arguments object.
 * User- and request-dependent macros record their value in `extraCacheKeys`.
 */

export type { MacroState } from './macro-args.ts';

/** Builds the macro functions of one renderer. `renderNested` renders a saved metric's own template. */
export function createMacros(
  ctx: TemplateContext,
  state: MacroState,
  renderNested: (text: string) => string,
): Record<string, Macro> {
  return {
    ...createRequestMacros(ctx, state),
    ...createFilterMacros(ctx, state),
    ...createMetadataMacros(ctx, renderNested),
  };
}

/** url_param, current_user_*, cache_key_wrapper: every value they return is a cache key. */
function createRequestMacros(ctx: TemplateContext, state: MacroState): Record<string, Macro> {
  const remember = <T>(value: T, add: unknown): T => {
    if (isTruthyFlag(add)) state.extraCacheKeys.push(value);
    return value;
  };
  const escapeLiteralBody = (s: string): string =>
    ctx.quoteString ? ctx.quoteString(s).slice(1, -1) : s.replace(/'/g, "''");
  return {
    url_param(...args) {
      const [param, fallback, addToCacheKeys, escapeResult] = bindArgs('url_param', args, [
        ['param', REQUIRED],
        ['default', null],
        ['add_to_cache_keys', true],
        ['escape_result', true],
      ]);
      const name = String(param);
      const fromRequest = ctx.requestArgs?.[name];
      const requestValue = Array.isArray(fromRequest) ? fromRequest[0] : fromRequest;
      let result: unknown;
      if (requestValue) result = requestValue;
      else if (ctx.urlParams && Object.prototype.hasOwnProperty.call(ctx.urlParams, name))
        result = ctx.urlParams[name];
      else result = fallback;
      // Superset returns request-string values unescaped; a URL is attacker-controlled, so both are escaped.
      if (typeof result === 'string' && result && isTruthyFlag(escapeResult))
        result = escapeLiteralBody(result);
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
  };
}

/** dataset() and metric(): they need the metadata store, reached through the context's callbacks. */
function createMetadataMacros(
  ctx: TemplateContext,
  renderNested: (text: string) => string,
): Record<string, Macro> {
  const metricsInProgress = new Set<string>();
  return {
    dataset(...args) {
      const [id, includeMetrics, columns] = bindArgs('dataset', args, [
        ['dataset_id', REQUIRED],
        ['include_metrics', false],
        ['columns', null],
      ]);
      if (!ctx.resolveDataset)
        throw new Error('The dataset() macro is not available in this context');
      const datasetId = Number(id);
      if (!Number.isInteger(datasetId)) throw new Error(`Invalid dataset id: ${String(id)}`);
      const cols = Array.isArray(columns) ? columns.map(String) : null;
      return `(\n${ctx.resolveDataset(datasetId, isTruthyFlag(includeMetrics), cols)}\n) AS dataset_${datasetId}`;
    },
    metric(...args) {
      const [key, datasetId] = bindArgs('metric', args, [
        ['metric_key', REQUIRED],
        ['dataset_id', null],
      ]);
      if (!ctx.resolveMetric)
        throw new Error('The metric() macro is not available in this context');
      const id =
        datasetId === null || datasetId === undefined ? (ctx.datasetId ?? null) : Number(datasetId);
      const ref = `${id ?? ''}:${String(key)}`;
      if (metricsInProgress.has(ref))
        throw new Error(`Infinite recursion detected in template: metric '${String(key)}'`);
      metricsInProgress.add(ref);
      try {
        return renderNested(ctx.resolveMetric(String(key), id));
      } finally {
        metricsInProgress.delete(ref);
      }
    },
  };
}
