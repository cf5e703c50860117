/** The user a template renders for (`current_user_*` macros). */
export interface TemplateUser {
  id: number | null;
  username: string | null;
  email: string | null;
  /** Role names. */
  roles: string[];
}

/** A query-object filter as templates see it (`filter`, `filter_values`, `get_filters`). */
export interface TemplateFilter {
  col: unknown;
  op: string;
  val?: unknown;
}

/**
 * Everything one query's templates may read (docs/query-object.md §2.14). Every field is optional: a
 * context variable whose field is undefined is not defined in the template (and prints as
 * `{{ name }}`), so the same renderer serves chart queries, dataset previews and RLS clauses.
 */
export interface TemplateContext {
  /** ENABLE_TEMPLATE_PROCESSING off: `render` returns the text untouched. */
  renderingDisabled?: boolean;
  user?: TemplateUser | null;
  /** The HTTP request's query string; `url_param` looks here first. */
  requestArgs?: Record<string, string | string[] | undefined>;
  /** form_data `url_params`; `url_param` looks here second. */
  urlParams?: Record<string, unknown>;
  /** The query object's filters (after the legacy/extra-form-data merge). */
  filters?: TemplateFilter[];
  columns?: unknown[];
  groupby?: unknown[];
  metrics?: unknown[];
  /** Resolved time bounds (naive UTC); printed as `from_dttm` / `to_dttm` in ISO format or None. */
  fromDttm?: Date | null;
  toDttm?: Date | null;
  /** The query's `time_range` string, the default of `get_time_filter`. */
  timeRange?: string | null;
  /** Granularity column (`time_column`) and `extras.time_grain_sqla` (`time_grain`). */
  timeColumn?: string | null;
  timeGrain?: string | null;
  rowLimit?: number | null;
  rowOffset?: number | null;
  /** Dataset column names (`table_columns`). */
  tableColumns?: string[];
  /** Native type per dataset column: the default `target_type` of `get_time_filter(column)`. */
  columnTypes?: Record<string, string | null>;
  /** The dataset's `template_params` (JSON text or parsed); merged into the context. */
  templateParams?: Record<string, unknown> | string | null;
  /** Configured context add-ons (JINJA_CONTEXT_ADDONS); plain data only. */
  contextAddons?: Record<string, unknown>;
  /** RLS clauses of the user on this dataset (`current_user_rls_rules`). */
  userRlsRules?: string[] | null;
  /** "now" for relative time ranges in `get_time_filter` (tests pin it). */
  now?: Date;
  /** The current dataset, the default of `metric(key)`. */
  datasetId?: number | null;
  /** The engine's string literal (`'it''s'`); default doubles single quotes. */
  quoteString?: (s: string) => string;
  /** The engine's boolean literal (SQLite `1`/`0`); default `true`/`false`. */
  booleanLiteral?: (b: boolean) => string;
  /** The engine's datetime literal for a column type (docs/query-object.md §2.7), used by `get_time_filter`. */
  dateTimeLiteral?: (d: Date, targetType: string | null) => string | null;
  /**
   * SQL of another dataset's query for `dataset(id, include_metrics, columns)`; the macro wraps it as
   * `(\n<sql>\n) AS dataset_<id>`. Throw to report an unknown dataset.
   */
  resolveDataset?: (id: number, includeMetrics: boolean, columns: string[] | null) => string;
  /** The SQL expression of a saved metric for `metric(key, dataset_id)`; may itself use `metric()`. */
  resolveMetric?: (key: string, datasetId: number | null) => string;
}
