import type { GenericDataType } from '@sightline/core';
import type { Driver } from '../../engines/engine-contract.ts';
import type { CachedEntry, DataCache } from '../cache/index.ts';
import type { CompileOptions } from '../compile/compile-context.ts';
import type { CompiledQuery } from '../compile/compile-query.ts';
import type { Datasource } from '../datasource.ts';
import type { Frame } from '../post-processing/frame.ts';
import type { QuerySlots } from '../limits.ts';
import type { QueryObject } from '../query-object.ts';

/** The names of the stages, in the order `query/pipeline.ts` runs them. */
export type StageName =
  | 'validate'
  | 'templates'
  | 'cache-key'
  | 'cache-read'
  | 'single-flight'
  | 'compile'
  | 'execute'
  | 'time-offsets'
  | 'post-process'
  | 'annotations'
  | 'cache-write';

/** What one run needs from its request: the dataset, its database, the cache policy, the caller's hooks. */
export interface QueryEnv {
  ds: Datasource;
  driver: () => Promise<Driver>;
  /** The resolved TTL; -1 (CACHE_DISABLED) runs uncached (no read, no write, no single flight). */
  cacheTimeout: number;
  force: boolean;
  /** Serve from the cache only: a miss throws CacheMissError instead of querying the database. */
  cacheOnly?: boolean;
  compileOptions: CompileOptions;
  /** Server-side annotation layers of a query (docs/query-object.md §7); cached with the query's entry. */
  annotations?: (qo: QueryObject) => Promise<Record<string, unknown>>;
  signal?: AbortSignal;
}

/** A typed query failure, answered as a 400 by the command. */
export interface QueryFailure {
  message: string;
  errorType: string;
  extra?: Record<string, unknown>;
}

/** The state one query object accumulates through the stages. */
export interface QueryRun {
  qo: QueryObject;
  cacheKey: string | null;
  cached: CachedEntry | null;
  compiled: CompiledQuery | null;
  frame: Frame | null;
  engineTypes: Record<string, GenericDataType>;
  sql: string[];
  sqlRowcount: number;
  error: QueryFailure | null;
  /** Milliseconds per stage that ran. */
  timings: Partial<Record<StageName, number>>;
  /** Milliseconds `execute` waited for a database slot (max_concurrent_queries), not running SQL. */
  slotWaitMs?: number;
  annotationData: Record<string, unknown>;
  /** Set by single-flight: lets identical queries waiting on this one go, whatever the outcome. */
  release: (() => void) | null;
}

/** An inclusive range of stages, by name. */
export interface StageRange {
  from?: StageName;
  to?: StageName;
}

/** What the pipeline lends its stages. */
export interface StageServices {
  readonly cache: DataCache;
  /** Queries being computed now, by cache key (single flight). */
  readonly inFlight: Map<string, Promise<void>>;
  /** Concurrent queries per database, across processes when they share Redis. */
  readonly slots: QuerySlots;
  /** Runs a range of the same stages for another query object (time offsets). */
  subRun(qo: QueryObject, env: QueryEnv, range: StageRange): Promise<QueryRun>;
}

/** One small step of the pipeline. It may set `run.cached` (a hit) or `run.error`: either ends the run. */
export interface Stage {
  name: StageName;
  run(run: QueryRun, env: QueryEnv, services: StageServices): Promise<void>;
}

export function newRun(qo: QueryObject): QueryRun {
  return {
    qo,
    cacheKey: null,
    cached: null,
    compiled: null,
    frame: null,
    engineTypes: {},
    sql: [],
    sqlRowcount: 0,
    error: null,
    timings: {},
    annotationData: {},
    release: null,
  };
}
