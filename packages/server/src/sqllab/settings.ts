import type { Config } from '../config.ts';

/** Limits and timeouts of SQL Lab (docs/api.md Appendix B), with the environment variables that change them. */
export interface SqlLabSettings {
  /** DEFAULT_SQLLAB_LIMIT: rows when the request sends no (or a 0) `queryLimit`. */
  defaultLimit: number;
  /** SQL_MAX_ROW: the largest `queryLimit` honoured (SIGHTLINE_SQL_MAX_ROW). */
  maxRow: number;
  /** DISPLAY_MAX_ROW: rows sent back in `data`; the rest stay in the results store. */
  displayMaxRow: number;
  /** SQLLAB_TIMEOUT of synchronous runs (SIGHTLINE_SQLLAB_TIMEOUT_SECONDS, default 30). */
  timeoutMs: number;
  /** SQLLAB_ASYNC_TIME_LIMIT_SEC of asynchronous runs (SIGHTLINE_SQLLAB_ASYNC_TIMEOUT_SECONDS, default 6 h). */
  asyncTimeoutMs: number;
  /** SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT (10 s). */
  estimateTimeoutMs: number;
  /** Asynchronous queries running at once in this process (SIGHTLINE_SQLLAB_ASYNC_CONCURRENCY, default 4). */
  asyncConcurrency: number;
  /** Byte bound of the in-process results store (SIGHTLINE_SQLLAB_RESULTS_MAX_MB, default 256). */
  resultsMaxBytes: number;
}

/** DEFAULT_SQLLAB_LIMIT (docs/api.md Appendix B). */
export const DEFAULT_SQLLAB_LIMIT = 1000;
/** DISPLAY_MAX_ROW: rows a SQL Lab answer carries in `data`. */
export const DISPLAY_MAX_ROW = 10_000;
/** SQLLAB_TIMEOUT of synchronous runs. */
export const SQLLAB_TIMEOUT_SECONDS = 30;
/** SQLLAB_ASYNC_TIME_LIMIT_SEC of queued runs. */
export const SQLLAB_ASYNC_TIME_LIMIT_SECONDS = 6 * 3600;
/** SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT. */
export const SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT_SECONDS = 10;

function positive(
  name: string,
  raw: string | undefined,
  fallback: number,
  integer = false,
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return n;
}

/** Reads the SQL Lab settings; throws with the variable's name when one is unusable. */
export function sqllabSettings(
  config: Config,
  env: Record<string, string | undefined> = process.env,
): SqlLabSettings {
  return {
    defaultLimit: Math.min(DEFAULT_SQLLAB_LIMIT, config.sqlMaxRow),
    maxRow: config.sqlMaxRow,
    displayMaxRow: DISPLAY_MAX_ROW,
    timeoutMs:
      positive(
        'SIGHTLINE_SQLLAB_TIMEOUT_SECONDS',
        env.SIGHTLINE_SQLLAB_TIMEOUT_SECONDS,
        SQLLAB_TIMEOUT_SECONDS,
      ) * 1000,
    asyncTimeoutMs:
      positive(
        'SIGHTLINE_SQLLAB_ASYNC_TIMEOUT_SECONDS',
        env.SIGHTLINE_SQLLAB_ASYNC_TIMEOUT_SECONDS,
        SQLLAB_ASYNC_TIME_LIMIT_SECONDS,
      ) * 1000,
    estimateTimeoutMs: SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT_SECONDS * 1000,
    asyncConcurrency: positive(
      'SIGHTLINE_SQLLAB_ASYNC_CONCURRENCY',
      env.SIGHTLINE_SQLLAB_ASYNC_CONCURRENCY,
      4,
      true,
    ),
    resultsMaxBytes:
      positive('SIGHTLINE_SQLLAB_RESULTS_MAX_MB', env.SIGHTLINE_SQLLAB_RESULTS_MAX_MB, 256) *
      1024 *
      1024,
  };
}
