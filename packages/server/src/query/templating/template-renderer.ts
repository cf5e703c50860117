import { parseJson } from '@sightline/core';
import { budgetFilters } from './budgeted-filters.ts';
import {
  compileTemplate,
  nunjucks,
  OUTPUT_HELPER,
  type NunjucksEnvironment,
} from './compile-template.ts';
import { createMacros, type MacroState } from './macros.ts';
import { pyIsoformat } from './py-datetime.ts';
import { pyStr } from './py-values.ts';
import { withRenderBudget } from './render-budget.ts';
import type { TemplateContext } from './template-context.ts';
import { describeTemplateFailure, TemplateError, type TemplateWhere } from './template-error.ts';
import { createTemplateFilters, sandboxedRange, TEMPLATE_TESTS } from './template-filters.ts';

/**
 * Jinja templating of SQL text (docs/query-object.md §2.14) on nunjucks: a sandboxed environment with
 * autoescape off, undefined variables printed as-is (`{{ foo }}` stays `{{ foo }}`), Python value
 * semantics, Superset's context variables, macros and filters. One renderer serves one query: it
 * collects the extra cache keys and the filters the templates applied or removed.
 */

/** Renders the templates of one query and reports what they consumed. */
export interface TemplateRenderer {
  /** Renders `text`; throws TemplateError worded for `where`. Identity when rendering is disabled. */
  render(text: string, where: TemplateWhere): string;
  /** Values of user-/request-dependent macro calls, in call order (part of the cache key). */
  readonly extraCacheKeys: unknown[];
  /** Columns whose filters a template read (`applied_template_filters`). */
  readonly appliedFilters: string[];
  /** Columns whose filters a template applies itself (`remove_filter=True`): the compiler skips them. */
  readonly removedFilterColumns: Set<string>;
}

/** Text that may hold a Jinja-like template: `{{`, `{%` or `{#`. */
export const TEMPLATE_MARKERS = /\{[{%#]/;

/** Jinja drops one trailing newline of the template source (keep_trailing_newline=False). */
function dropTrailingNewline(text: string): string {
  if (text.endsWith('\r\n')) return text.slice(0, -2);
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/** `{{ x }}` output: Python str(); an undefined variable prints as its own expression. */
function outputHelper(value: unknown, name: unknown): string {
  if (value === undefined) return typeof name === 'string' ? `{{ ${name} }}` : '';
  return pyStr(value);
}

function parseTemplateParams(params: TemplateContext['templateParams']): Record<string, unknown> {
  if (!params) return {};
  if (typeof params !== 'string') return structuredClone(params);
  try {
    const parsed: unknown = parseJson(params);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    // Like SQL Lab's templateParams: invalid JSON counts as no parameters.
    return {};
  }
}

/** The context variables of §2.14; a variable whose field is undefined stays undefined. */
function contextVariables(ctx: TemplateContext): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  const set = (name: string, value: unknown) => {
    if (value !== undefined)
      vars[name] = value instanceof Date ? pyIsoformat(value) : structuredClone(value);
  };
  set('columns', ctx.columns);
  set('groupby', ctx.groupby);
  set('metrics', ctx.metrics);
  set('filter', ctx.filters);
  set('from_dttm', ctx.fromDttm);
  set('to_dttm', ctx.toDttm);
  set('time_column', ctx.timeColumn);
  set('time_grain', ctx.timeGrain);
  set('row_limit', ctx.rowLimit);
  set('row_offset', ctx.rowOffset);
  set('table_columns', ctx.tableColumns);
  Object.assign(vars, parseTemplateParams(ctx.templateParams));
  for (const [name, value] of Object.entries(ctx.contextAddons ?? {})) {
    vars[name] = typeof value === 'function' ? value : structuredClone(value);
  }
  return vars;
}

/**
 * Filter and test names can arrive as strings (`select('name')`, `map('name')`); nunjucks looks them
 * up as `filters[name]`, which would answer `constructor` or `__defineGetter__`. Own names only.
 */
function guardRegistries(env: NunjucksEnvironment): void {
  const own = (registry: Record<string, unknown>, name: string, kind: string) => {
    if (!Object.prototype.hasOwnProperty.call(registry, name))
      throw new Error(`${kind} not found: ${name}`);
    return registry[name];
  };
  Object.assign(env, {
    getFilter: (name: string) => own(env.filters, name, 'filter'),
    getTest: (name: string) => own(env.tests, name, 'test'),
  });
}

/**
 * A renderer for one query's templates. With `ctx.renderingDisabled` (templating off) `render`
 * returns every text untouched; the caller decides whether templating is on.
 */
export function createTemplateRenderer(ctx: TemplateContext = {}): TemplateRenderer {
  const state: MacroState = {
    extraCacheKeys: [],
    appliedFilters: [],
    removedFilterColumns: new Set(),
  };
  if (ctx.renderingDisabled) return { render: (text) => text, ...state };

  const env = new nunjucks.Environment([], { autoescape: false });
  guardRegistries(env);
  for (const [name, fn] of Object.entries(createTemplateFilters(ctx))) env.addFilter(name, fn);
  budgetFilters(env.filters);
  for (const [name, fn] of Object.entries(TEMPLATE_TESTS)) env.addTest(name, fn);
  env.addGlobal('range', sandboxedRange);
  env.addGlobal(OUTPUT_HELPER, outputHelper);

  const renderText = (text: string): string => {
    const source = dropTrailingNewline(text);
    if (!TEMPLATE_MARKERS.test(source)) return source;
    const template = new nunjucks.Template(
      { type: 'code', obj: compileTemplate(source) },
      env,
      'template',
      true,
    );
    return template.render(variables);
  };
  // Macros win over template params and add-ons of the same name, as in Superset.
  const variables = { ...contextVariables(ctx), ...createMacros(ctx, state, renderText) };

  return {
    render(text, where) {
      try {
        // One budget (steps, sizes, time) per rendered text: see render-budget.ts.
        return withRenderBudget(() => renderText(text));
      } catch (err) {
        throw new TemplateError(where, describeTemplateFailure(err));
      }
    },
    extraCacheKeys: state.extraCacheKeys,
    appliedFilters: state.appliedFilters,
    removedFilterColumns: state.removedFilterColumns,
  };
}
