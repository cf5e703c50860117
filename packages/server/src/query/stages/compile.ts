import { compileQuery } from '../compile/compile-query.ts';
import type { Datasource } from '../datasource.ts';
import type { QueryObject } from '../query-object.ts';
import { TEMPLATE_MARKERS } from '../templating/index.ts';
import type { QueryRun, QueryEnv, Stage } from './stage.ts';

async function compileInto(r: QueryRun, env: QueryEnv): Promise<void> {
  r.compiled = await compileQuery(env.ds, r.qo, env.compileOptions);
  r.sql.push(r.compiled.sql);
}

/**
 * A query that may render a template compiles before its cache key: the values its macros capture
 * (`extra_cache_keys`) are part of the key. Any other query compiles only after a cache miss.
 */
export const templatesStage: Stage = {
  name: 'templates',
  async run(r, env) {
    if (mayRenderTemplates(env.ds, r.qo)) await compileInto(r, env);
  },
};

/** One SELECT for the query object (docs/query-object.md §2), unless `templates` compiled it already. */
export const compileStage: Stage = {
  name: 'compile',
  async run(r, env) {
    if (!r.compiled) await compileInto(r, env);
  },
};

const templatedDatasources = new WeakMap<Datasource, boolean>();

/**
 * Whether compiling the query may render a template: its dataset's SQL or expressions, or any text of
 * the query object (adhoc SQL, extras), holds a template marker. Conservative: a marker inside a
 * filter value also counts. A query without one has a cache key that needs no compilation, so a
 * cache hit skips the compiler.
 */
export function mayRenderTemplates(ds: Datasource, qo: QueryObject): boolean {
  let dsTemplated = templatedDatasources.get(ds);
  if (dsTemplated === undefined) {
    dsTemplated = [
      ds.sql,
      ...ds.columns.map((c) => c.expression),
      ...ds.metrics.map((m) => m.expression),
    ].some((text) => Boolean(text && TEMPLATE_MARKERS.test(text)));
    templatedDatasources.set(ds, dsTemplated);
  }
  return (
    dsTemplated ||
    holdsMarker(qo.columns) ||
    holdsMarker(qo.metrics) ||
    holdsMarker(qo.extras) ||
    holdsMarker(qo.orderby) ||
    holdsMarker(qo.seriesColumns) ||
    holdsMarker(qo.seriesLimitMetric) ||
    holdsMarker(qo.filters)
  );
}

/** Whether any string inside `value` (objects and arrays walked) holds a template marker. */
function holdsMarker(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{') && TEMPLATE_MARKERS.test(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return false;
  if (Array.isArray(value)) return value.some(holdsMarker);
  for (const key in value) if (holdsMarker((value as Record<string, unknown>)[key])) return true;
  return false;
}
