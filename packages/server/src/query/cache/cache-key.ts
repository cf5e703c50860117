import { getSinceUntil, type RelativeAnchor } from '@sightline/core';
import { md5Canonical } from './canonical-json.ts';

/** A time value as the key accepts it; a Date and its epoch milliseconds hash the same. */
export type KeyInstant = Date | number | null;

/** An annotation layer as sent by the client; only the fields of §6.1 reach the key. */
export interface CacheKeyAnnotationLayer {
  annotationType?: string | null;
  [field: string]: unknown;
}

/**
 * What the data-cache key of one query object is computed from (docs/query-object.md §6.1). The caller
 * fills it from the **normalised** query object: effective row_limit, sanitised where/having,
 * TEMPORAL_RANGE values rewritten by time_range, granularity swapped in. Keys are spelled as the
 * specification spells them because they are what gets hashed.
 */
export interface DataCacheKeyInput {
  // ---- always in the key -------------------------------------------------------------------
  /** Dataset uid `"<id>__<type>"`. */
  datasource: string;
  /** Effective result type (`full`, `samples`, …); `result_format` is deliberately absent. */
  result_type: string;
  /** Dimensions: column names or adhoc column objects. */
  columns: readonly unknown[];
  /** `extras` (where, having, time_grain_sqla, relative_start/end, …) after sanitising. */
  extras: Readonly<Record<string, unknown>>;
  /** Filters `{col, op, val, …}` after the server-side rewrites. */
  filter: readonly Readonly<Record<string, unknown>>[];
  /** Temporal column of the legacy time filter, or null. */
  granularity: string | null;
  /** Inner bounds of the series-limit subquery. */
  inner_from_dttm: KeyInstant;
  inner_to_dttm: KeyInstant;
  is_rowcount: boolean;
  is_timeseries: boolean;
  /** Metric names or adhoc metrics; null = raw mode, [] = aggregate mode without aggregates. */
  metrics: readonly unknown[] | null;
  order_desc: boolean;
  /** `[metric_or_column, is_ascending]` pairs. */
  orderby: readonly unknown[];
  /** Effective row limit after defaulting and capping. */
  row_limit: number | null;
  row_offset: number;
  series_columns: readonly unknown[];
  series_limit: number;
  series_limit_metric: unknown;
  group_others_when_limit_reached: boolean;
  /** Legacy time shift, or null. */
  time_shift: string | null;

  // ---- conditional ---------------------------------------------------------------------------
  /** Included only when true. */
  apply_fetch_values_predicate?: boolean;
  /** Included when set (the text). When relative, its resolved bounds are keyed too. */
  time_range?: string | null;
  /** Included when non-empty (results are cached post-processed). */
  post_processing?: readonly unknown[] | null;
  /** Included when non-empty. */
  time_offsets?: readonly string[] | null;
  /** Non-FORMULA layers are included, reduced to the fields of §6.1; FORMULA layers never. */
  annotation_layers?: readonly CacheKeyAnnotationLayer[] | null;
  /**
   * The username, set by the caller only when per-user caching applies (CACHE_IMPERSONATION with
   * an impersonating database, CACHE_QUERY_BY_USER, or database extra `per_user_caching`).
   */
  impersonation_key?: string | null;
  /** Values captured by Jinja macros; included when non-empty. */
  extra_cache_keys?: readonly unknown[] | null;
  /** `"<clause>-<group_key>"` per RLS rule applying to the user; included when non-empty. */
  rls?: readonly string[] | null;
  /** Dataset last-modified time; included when known, so editing the dataset invalidates. */
  changed_on?: KeyInstant;
  /** Offset sub-queries only: normalised offset, or `<normalised>_<original>` when they differ. */
  time_offset?: string | null;
  /** Offset sub-queries only (keyed together with time_offset). */
  time_grain?: string | null;
}

/** Options of {@link dataCacheKey}. */
export interface DataCacheKeyOptions {
  /** The instant relative time ranges are resolved at (default: the clock). */
  now?: Date;
}

const ANNOTATION_KEY_FIELDS = [
  'annotationType',
  'descriptionColumns',
  'intervalEndColumn',
  'name',
  'overrides',
  'sourceType',
  'timeColumn',
  'titleColumn',
  'value',
] as const;

const ALWAYS_KEYS = [
  'datasource',
  'result_type',
  'columns',
  'extras',
  'filter',
  'granularity',
  'inner_from_dttm',
  'inner_to_dttm',
  'is_rowcount',
  'is_timeseries',
  'metrics',
  'order_desc',
  'orderby',
  'row_limit',
  'row_offset',
  'series_columns',
  'series_limit',
  'series_limit_metric',
  'group_others_when_limit_reached',
  'time_shift',
] as const satisfies readonly (keyof DataCacheKeyInput)[];

/**
 * The data-cache key of a query object: md5 hex of the canonical JSON of the §6.1 entries.
 * Deviation from the reference (its documented quirk): when `time_range` or a TEMPORAL_RANGE filter
 * value is relative to the clock, its resolved `[since, until)` in epoch ms is keyed as
 * `time_range_bounds`, so "Last week" computed yesterday is not served today.
 */
export function dataCacheKey(input: DataCacheKeyInput, opts: DataCacheKeyOptions = {}): string {
  const d: Record<string, unknown> = {};
  for (const k of ALWAYS_KEYS) d[k] = input[k] ?? null;
  if (input.apply_fetch_values_predicate === true) d.apply_fetch_values_predicate = true;
  if (input.time_range) d.time_range = input.time_range;
  if (input.post_processing?.length) d.post_processing = input.post_processing;
  if (input.time_offsets?.length) d.time_offsets = input.time_offsets;
  const layers = keyedAnnotationLayers(input.annotation_layers);
  if (layers.length) d.annotation_layers = layers;
  if (input.impersonation_key) d.impersonation_key = input.impersonation_key;
  if (input.extra_cache_keys?.length) d.extra_cache_keys = input.extra_cache_keys;
  if (input.rls?.length) d.rls = input.rls;
  if (input.changed_on !== null && input.changed_on !== undefined) d.changed_on = input.changed_on;
  if (input.time_offset) {
    d.time_offset = input.time_offset;
    d.time_grain = input.time_grain ?? null;
  }
  const bounds = relativeRangeBounds(input, opts.now ?? new Date());
  if (bounds) d.time_range_bounds = bounds;
  return md5Canonical(d);
}

/** The §6.1 subset of each non-FORMULA annotation layer. */
function keyedAnnotationLayers(
  layers: DataCacheKeyInput['annotation_layers'],
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const layer of layers ?? []) {
    if (layer.annotationType === 'FORMULA') continue;
    const picked: Record<string, unknown> = {};
    for (const f of ANNOTATION_KEY_FIELDS) if (f in layer) picked[f] = layer[f];
    out.push(picked);
  }
  return out;
}

// A range is relative when resolving it at two instants 400 days and 1h1m1s apart gives different
// bounds: that moves every anchor (now, today, every DATETRUNC unit up to a year), whatever the
// grammar used, without this module having to know the grammar.
const PROBE_SHIFT_MS = (400 * 86_400 + 3_661) * 1000;

/** `{range text: [since ms, until ms]}` for every clock-relative range of the query, or null. */
function relativeRangeBounds(
  input: DataCacheKeyInput,
  now: Date,
): Record<string, [number | null, number | null]> | null {
  const texts = new Set<string>();
  if (input.time_range) texts.add(input.time_range);
  for (const f of input.filter) {
    if (f.op === 'TEMPORAL_RANGE' && typeof f.val === 'string' && f.val) texts.add(f.val);
  }
  if (texts.size === 0) return null;
  const relativeStart = anchor(input.extras.relative_start);
  const relativeEnd = anchor(input.extras.relative_end);
  const probe = new Date(now.getTime() - PROBE_SHIFT_MS);
  const out: Record<string, [number | null, number | null]> = {};
  let found = false;
  for (const text of texts) {
    const atNow = resolve(text, now, relativeStart, relativeEnd);
    if (!atNow) continue;
    const atProbe = resolve(text, probe, relativeStart, relativeEnd);
    if (atProbe && atProbe[0] === atNow[0] && atProbe[1] === atNow[1]) continue;
    out[text] = atNow;
    found = true;
  }
  return found ? out : null;
}

function resolve(
  text: string,
  now: Date,
  relativeStart: RelativeAnchor,
  relativeEnd: RelativeAnchor,
): [number | null, number | null] | null {
  try {
    const { since, until } = getSinceUntil(text, { now, relativeStart, relativeEnd });
    return [since ? since.getTime() : null, until ? until.getTime() : null];
  } catch {
    // An invalid range fails validation before any cache lookup; it adds nothing to the key.
    return null;
  }
}

function anchor(value: unknown): RelativeAnchor {
  return value === 'now' ? 'now' : 'today';
}

/** The request fields the query-context cache key is computed from (§6.4). */
export interface QueryContextKeyInput {
  datasource: unknown;
  /** The raw query dicts of the request. */
  queries: readonly unknown[];
  result_type?: string | null;
  result_format?: string | null;
}

/** Key of the query-context cache (async flow): `"qc-" + md5(JSON{datasource, queries, result_type, result_format})`. */
export function queryContextCacheKey(ctx: QueryContextKeyInput): string {
  return `qc-${md5Canonical({
    datasource: ctx.datasource,
    queries: ctx.queries,
    result_type: ctx.result_type ?? null,
    result_format: ctx.result_format ?? null,
  })}`;
}
