/** TTL value that disables both reading and writing the cache (Superset's CACHE_DISABLED). */
export const CACHE_DISABLED = -1;

/** `CACHE_DEFAULT_TIMEOUT`: one day, in seconds. */
export const DEFAULT_CACHE_TIMEOUT = 86_400;

/** The candidate timeouts of docs/query-object.md §6.3, in seconds; null/undefined = not set. */
export interface CacheTimeoutSources {
  /** 1. the request's `custom_cache_timeout`. */
  custom?: number | null;
  /** 2. the chart's (`slice_id` in form_data) `cache_timeout`. */
  chart?: number | null;
  /** 3. the dataset's `cache_timeout`. */
  dataset?: number | null;
  /** 4. the database's `cache_timeout`. */
  database?: number | null;
  /** 5. the data cache's configured default (`DATA_CACHE_CONFIG.CACHE_DEFAULT_TIMEOUT`). */
  dataDefault?: number | null;
  /** 6. the global default (`CACHE_DEFAULT_TIMEOUT`, normally {@link DEFAULT_CACHE_TIMEOUT}). */
  default: number;
}

/**
 * Resolves the data-cache TTL (§6.3): the first non-null of custom, chart, dataset, database wins,
 * unless it is 0, which means "use the default" (so a chart-level 0 hides the dataset's value);
 * the default is `dataDefault` when set, else `default`. Returns seconds, or
 * {@link CACHE_DISABLED} (-1) when caching is off for this query (no read, no write). A resolved
 * 0 (only possible from a default) means "no expiry", as in flask-caching.
 */
export function resolveCacheTimeout(sources: CacheTimeoutSources): number {
  const first = [sources.custom, sources.chart, sources.dataset, sources.database].find(
    (v) => v !== null && v !== undefined,
  );
  if (first !== undefined && first !== null && first !== 0) return first;
  return sources.dataDefault ?? sources.default;
}

/** True when a resolved TTL means the cache must be neither read nor written. */
export function isCacheDisabled(ttlSeconds: number): boolean {
  return ttlSeconds === CACHE_DISABLED;
}
