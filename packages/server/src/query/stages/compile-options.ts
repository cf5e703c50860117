import type { CompileOptions, TemplateWhere } from '../compile/compile-context.ts';
import type { Datasource } from '../datasource.ts';
import type { QueryObject } from '../query-object.ts';
import {
  sanitizeClause,
  validateVirtualDatasetSql,
  type ClauseKind,
  type SqlParserDialect,
} from '../sanitize/index.ts';
import {
  TEMPLATE_MARKERS,
  createTemplateRenderer,
  type TemplateRenderer,
  type TemplateUser,
} from '../templating/index.ts';

/** Who asks, for templates: `current_user_*`, `url_param` and `filter_values` (docs/adr/0005). */
export interface TemplateRequest {
  user: TemplateUser | null;
  formData: Record<string, unknown> | null;
  requestArgs: Record<string, string | string[] | undefined>;
  /**
   * The caller's row level security predicates on the dataset (security/rls.ts `rlsClausesFor`),
   * raw: each is rendered as a template and ANDed into the WHERE.
   */
  rlsClauses?: readonly string[];
  /**
   * The predicates row level security put into a virtual dataset's SQL for this caller
   * (commands/chart-data/virtual-rls.ts): part of the cache key, like the values macros capture.
   */
  rlsCacheKeys?: readonly string[];
}

const NOTHING: ReadonlySet<string> = new Set();
/** Texts longer than this are not memoised: 5,000 of them would hold hundreds of megabytes. */
const MEMO_MAX_TEXT = 4096;
const MEMO_MAX_ENTRIES = 5000;

/**
 * Free SQL fragments checked in the engine's dialect. sanitizeClause is pure, so its answers (and
 * refusals) are memoised per dialect, kind and text, once per pipeline.
 */
export class FragmentCache {
  readonly #memo = new Map<string, Promise<string>>();

  sanitize(clause: string, dialect: SqlParserDialect, kind: ClauseKind): Promise<string> {
    if (clause.length > MEMO_MAX_TEXT) return sanitizeClause(clause, dialect, { kind });
    const key = `${dialect}\u0000${kind}\u0000${clause}`;
    let hit = this.#memo.get(key);
    if (!hit) {
      if (this.#memo.size >= MEMO_MAX_ENTRIES) this.#memo.clear();
      hit = sanitizeClause(clause, dialect, { kind });
      this.#memo.set(key, hit);
    }
    return hit;
  }
}

/**
 * The compile hooks of one query: templates rendered with the request's user, filters and URL
 * parameters (the renderer is only built when some text holds a template marker); free SQL fragments
 * and virtual dataset SQL checked in the engine's dialect.
 */
export function compileOptionsFor(
  ds: Datasource,
  qo: QueryObject,
  request: TemplateRequest,
  fragments: FragmentCache,
): CompileOptions {
  const dialect = ds.engine.id as SqlParserDialect;
  let renderer: TemplateRenderer | null = null;
  const build = () =>
    createTemplateRenderer({
      user: request.user,
      requestArgs: request.requestArgs,
      urlParams: {
        ...((request.formData?.url_params as Record<string, unknown> | undefined) ?? {}),
        ...qo.urlParams,
      },
      filters: qo.filters.map((f) => ({ col: f.col, op: f.op, val: f.val })),
      columns: qo.columns,
      groupby: qo.columns,
      metrics: qo.metrics ?? [],
      fromDttm: qo.fromDttm,
      toDttm: qo.toDttm,
      timeRange: qo.timeRange,
      timeColumn: qo.granularity,
      timeGrain: qo.extras.time_grain_sqla,
      rowLimit: qo.rowLimit,
      rowOffset: qo.rowOffset,
      tableColumns: ds.columns.map((c) => c.name),
      columnTypes: Object.fromEntries(ds.columns.map((c) => [c.name, c.type])),
      templateParams: ds.templateParams,
      datasetId: ds.id,
      userRlsRules: request.rlsClauses ? [...request.rlsClauses] : null,
      quoteString: (v) => ds.engine.sql.quoteString(v),
      booleanLiteral: (b) => ds.engine.sql.booleanLiteral(b),
      dateTimeLiteral: (d, type) => ds.engine.sql.dateTimeLiteral(d, type),
      resolveMetric: (key, datasetId) => {
        if (datasetId !== null && datasetId !== ds.id)
          throw new Error('metric() can only read metrics of the same dataset here');
        const m = ds.metrics.find((x) => x.name === key);
        if (!m) throw new Error(`Metric ${key} not found`);
        return m.expression;
      },
    });
  const render = (text: string, where: TemplateWhere) =>
    TEMPLATE_MARKERS.test(text) ? (renderer ??= build()).render(text, where) : text;
  return {
    render,
    // Rendered now, before the cache key: the key holds the predicates as they run, so a clause with
    // `current_username()` never lets one user's cached result answer another's query.
    rlsClauses: (request.rlsClauses ?? []).map((clause) => render(clause, 'RLS')),
    sanitize: (clause, kind) => fragments.sanitize(clause, dialect, kind),
    validateVirtualSql: (sql) => validateVirtualDatasetSql(sql, dialect),
    get removedFilterColumns() {
      return renderer?.removedFilterColumns ?? NOTHING;
    },
    get extraCacheKeys() {
      const keys = renderer?.extraCacheKeys ?? [];
      return request.rlsCacheKeys?.length ? [...keys, ...request.rlsCacheKeys] : keys;
    },
    get appliedTemplateFilters() {
      return renderer?.appliedFilters ?? [];
    },
  };
}
