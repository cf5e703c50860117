/*
 * The chart-data pipeline for one query object: an ordered list of small stages. The runner times
 * each stage and labels unexpected errors with the stage's name (docs/query-object.md §0).
 */
import { columnLabel, metricLabel, type GenericDataType } from '@sightline/core';
import type { Driver } from '../engines/engine-contract.ts';
import { classifyError, isAbortError } from '../engines/engine-errors.ts';
import { AppError } from '../errors.ts';
import { CacheMissError, cachedDttmString, dataCacheKey, nowEpochSeconds, type CachedEntry, type DataCache } from './cache/index.ts';
import type { CompileOptions } from './compile/compile-context.ts';
import { compileQuery, type CompiledQuery } from './compile/compile-query.ts';
import type { Datasource } from './datasource.ts';
import { executeCompiled } from './execute.ts';
import { validateQueryObject } from './normalize.ts';
import { TEMPLATE_MARKERS } from './templating/index.ts';
import { inferColtypes, labelMap, serializeRows } from './payload.ts';
import type { Frame } from './post-processing/frame.ts';
import type { QueryObject } from './query-object.ts';

/** Everything a run needs from outside. */
export interface PipelineDeps {
  ds: Datasource;
  driver: () => Promise<Driver>;
  cache: DataCache;
  cacheTimeout: number;
  force: boolean;
  compileOptions: CompileOptions;
  postProcess: (frame: Frame, steps: QueryObject['postProcessing']) => Frame;
  /** Time comparison: runs the offset queries and joins them (null when unsupported). */
  timeOffsets?: (run: QueryRun, deps: PipelineDeps) => Promise<void>;
  /** Server-side annotation layers of a query (docs/query-object.md §7); cached with the query's entry. */
  annotations?: (qo: QueryObject) => Promise<Record<string, unknown>>;
  /** Serve from the cache only: a miss throws CacheMissError instead of querying the database. */
  cacheOnly?: boolean;
  signal?: AbortSignal;
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
  error: { message: string; errorType: string; extra?: Record<string, unknown> } | null;
  timings: Record<string, number>;
  annotationData: Record<string, unknown>;
}

interface Stage {
  name: string;
  run(run: QueryRun, deps: PipelineDeps): Promise<void>;
}

const STAGES: Stage[] = [
  {
    name: 'validate',
    async run(r) {
      validateQueryObject(r.qo, { column: columnLabel, metric: (m) => metricLabel(m as never) });
    },
  },
  {
    name: 'cache-key',
    async run(r, d) {
      const qo = r.qo;
      r.cacheKey = dataCacheKey({
        datasource: `${d.ds.id}__table`, result_type: qo.resultType, columns: qo.columns, extras: { ...qo.extras }, filter: qo.filters,
        granularity: qo.granularity, inner_from_dttm: qo.innerFromDttm, inner_to_dttm: qo.innerToDttm, is_rowcount: qo.isRowcount,
        is_timeseries: qo.isTimeseries, metrics: qo.metrics, order_desc: qo.orderDesc, orderby: qo.orderby, row_limit: qo.rowLimit,
        row_offset: qo.rowOffset, series_columns: qo.seriesColumns, series_limit: qo.seriesLimit, series_limit_metric: qo.seriesLimitMetric,
        group_others_when_limit_reached: qo.groupOthersWhenLimitReached, time_shift: qo.timeShift,
        apply_fetch_values_predicate: qo.applyFetchValuesPredicate, time_range: qo.timeRange, post_processing: qo.postProcessing,
        time_offsets: qo.timeOffsets, annotation_layers: qo.annotationLayers as never, changed_on: Date.parse(d.ds.changedOn),
        rls: d.compileOptions.rlsClauses ?? [],
        extra_cache_keys: d.compileOptions.extraCacheKeys ?? [],
      });
    },
  },
  {
    name: 'cache-read',
    async run(r, d) {
      if (!r.cacheKey) return;
      r.cached = await d.cache.read(r.cacheKey, { force: d.force, ttlSeconds: d.cacheTimeout });
    },
  },
  {
    name: 'compile',
    async run(r, d) {
      r.compiled = await compileQuery(d.ds, r.qo, d.compileOptions);
      r.sql.push(r.compiled.sql);
    },
  },
  {
    name: 'execute',
    async run(r, d) {
      if (d.cacheOnly) throw new CacheMissError();
      const driver = await d.driver();
      try {
        const dateFormats = Object.fromEntries(d.ds.columns.map((c) => [c.name, c.pythonDateFormat]));
        const out = await executeCompiled(driver, r.compiled!, { signal: d.signal, offsetHours: d.ds.offset, dateFormats });
        r.frame = out.frame;
        r.engineTypes = out.generic;
        r.sqlRowcount = out.sqlRowcount;
      } catch (e) {
        if (e instanceof AppError && e.status < 500 && !('driverMessage' in e)) throw e;
        if (isAbortError(e) && d.signal?.aborted) {
          r.error = { message: 'The query exceeded the timeout or was cancelled.', errorType: 'BACKEND_TIMEOUT_ERROR' };
          return;
        }
        const { errorType, message } = classifyError(d.ds.engine, e);
        r.error = { message, errorType, extra: { engine_name: d.ds.engine.name } };
      }
    },
  },
  {
    name: 'time-offsets',
    async run(r, d) {
      if (r.error || !r.frame || r.qo.timeOffsets.length === 0 || !d.timeOffsets) return;
      await d.timeOffsets(r, d);
    },
  },
  {
    name: 'post-process',
    async run(r, d) {
      if (r.error || !r.frame || r.frame.rows.length === 0 || r.qo.postProcessing.length === 0) return;
      r.frame = d.postProcess(r.frame, r.qo.postProcessing);
    },
  },
  {
    name: 'annotations',
    async run(r, d) {
      if (r.error || !d.annotations || r.qo.annotationLayers.length === 0) return;
      r.annotationData = await d.annotations(r.qo);
    },
  },
  {
    name: 'cache-write',
    async run(r, d) {
      if (r.error || !r.frame || !r.cacheKey) return;
      await d.cache.write(
        r.cacheKey,
        {
          frame: { columns: r.frame.columns, rows: r.frame.rows }, query: r.sql.join(';\n\n'),
          appliedTemplateFilters: [...(d.compileOptions.appliedTemplateFilters ?? [])],
          appliedFilterColumns: r.compiled?.report.applied ?? [], rejectedFilterColumns: r.compiled?.report.rejected ?? [],
          annotationData: r.annotationData, sqlRowcount: r.sqlRowcount, dttm: nowEpochSeconds(),
        },
        d.cacheTimeout,
      );
    },
  },
];

/**
 * Queries being computed now, per cache, by cache key: a second request for the same key (two charts of
 * a dashboard with the same query, or a reload while the first load runs) waits for the first and
 * reads its cache entry instead of running the query again (single flight).
 */
const inFlight = new WeakMap<DataCache, Map<string, Promise<void>>>();

async function runStage(stage: Stage, run: QueryRun, deps: PipelineDeps): Promise<void> {
  const t0 = performance.now();
  try {
    await stage.run(run, deps);
  } catch (e) {
    if (e instanceof AppError) throw e;
    const err = e instanceof Error ? e : new Error(String(e));
    err.message = `[${stage.name}] ${err.message}`;
    throw err;
  } finally {
    run.timings[stage.name] = performance.now() - t0;
  }
}

const stage = (name: string) => STAGES.find((s) => s.name === name)!;
const KEY_STAGES = [stage('validate'), stage('cache-key'), stage('cache-read')];
/** Templates may add extra cache keys, so a query that may hold one is compiled before its key. */
const TEMPLATED_KEY_STAGES = [stage('validate'), stage('compile'), stage('cache-key'), stage('cache-read')];
/** After a miss; compile is skipped when the templated path already ran it. */
const COMPUTE_STAGES = STAGES.filter((s) => !KEY_STAGES.includes(s));

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
    dsTemplated = [ds.sql, ...ds.columns.map((c) => c.expression), ...ds.metrics.map((m) => m.expression)].some((text) => Boolean(text && TEMPLATE_MARKERS.test(text)));
    templatedDatasources.set(ds, dsTemplated);
  }
  return dsTemplated || holdsMarker(qo.columns) || holdsMarker(qo.metrics) || holdsMarker(qo.extras) || holdsMarker(qo.orderby) || holdsMarker(qo.seriesColumns) || holdsMarker(qo.seriesLimitMetric) || holdsMarker(qo.filters);
}

/** Whether any string inside `value` (objects and arrays walked) holds a template marker. */
function holdsMarker(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{') && TEMPLATE_MARKERS.test(value);
  if (value === null || typeof value !== 'object' || value instanceof Date) return false;
  if (Array.isArray(value)) return value.some(holdsMarker);
  for (const key in value) if (holdsMarker((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** Runs every stage for one query object. */
export async function runQuery(qo: QueryObject, deps: PipelineDeps): Promise<QueryRun> {
  const run: QueryRun = { qo, cacheKey: null, cached: null, compiled: null, frame: null, engineTypes: {}, sql: [], sqlRowcount: 0, error: null, timings: {}, annotationData: {} };
  for (const stage of mayRenderTemplates(deps.ds, qo) ? TEMPLATED_KEY_STAGES : KEY_STAGES) {
    await runStage(stage, run, deps);
    if (run.error) return run;
  }
  if (run.cached) return run;
  const key = run.cacheKey;
  let pending = inFlight.get(deps.cache);
  if (!pending) inFlight.set(deps.cache, (pending = new Map()));
  if (key && !deps.cacheOnly) {
    const earlier = pending.get(key);
    if (earlier) {
      const t0 = performance.now();
      await earlier;
      run.cached = await deps.cache.read(key, { force: false, ttlSeconds: deps.cacheTimeout });
      run.timings['single-flight'] = performance.now() - t0;
      if (run.cached) return run;
    }
  }
  let release: (() => void) | null = null;
  if (key && !deps.cacheOnly && !pending.has(key)) {
    const flights = pending;
    flights.set(key, new Promise<void>((resolve) => (release = () => (flights.delete(key), resolve()))));
  }
  try {
    for (const stage of COMPUTE_STAGES) {
      if (stage.name === 'compile' && run.compiled) continue;
      await runStage(stage, run, deps);
      if (run.error) break;
    }
  } finally {
    (release as (() => void) | null)?.();
  }
  return run;
}

/** The per-query payload (docs/query-object.md §5.3). */
export function buildPayload(run: QueryRun, deps: PipelineDeps, resultFormat: string): Record<string, unknown> {
  const qo = run.qo;
  const cached = run.cached;
  const frame: Frame | null = cached ? { columns: cached.frame.columns, rows: cached.frame.rows } : run.frame;
  const base: Record<string, unknown> = {
    cache_key: run.cacheKey,
    cached_dttm: cached ? cachedDttmString(cached.dttm) : null,
    cache_timeout: deps.cacheTimeout,
    applied_template_filters: cached?.appliedTemplateFilters ?? [...(deps.compileOptions.appliedTemplateFilters ?? [])],
    annotation_data: cached?.annotationData ?? run.annotationData,
    error: run.error?.message ?? null,
    is_cached: cached ? true : null,
    query: cached ? cached.query : run.sql.join(';\n\n'),
    status: run.error ? 'failed' : 'success',
    stacktrace: null,
    rowcount: frame?.rows.length ?? 0,
    sql_rowcount: cached ? cached.sqlRowcount : run.sqlRowcount,
    from_dttm: qo.fromDttm ? qo.fromDttm.getTime() : null,
    to_dttm: qo.toDttm ? qo.toDttm.getTime() : null,
    applied_filters: cached ? cached.appliedFilterColumns : (run.compiled?.report.applied ?? []),
    rejected_filters: cached ? cached.rejectedFilterColumns : (run.compiled?.report.rejected ?? []),
  };
  if (run.error || !frame) return base;
  let table = cached ? tables.get(cached) : undefined;
  if (!table) {
    table = {
      colnames: frame.columns.map((c) => c.replace(/\\,/g, ',')),
      indexnames: frame.rows.map((_, i) => i),
      coltypes: inferColtypes(frame, deps.ds, qo, run.engineTypes),
      data: serializeRows(frame),
      label_map: labelMap(frame, qo),
    };
    if (cached) tables.set(cached, table);
  }
  return { ...base, ...table, result_format: resultFormat };
}

/**
 * The table part of the payload of a cached entry, built once per decoded entry (the data cache keeps
 * recent entries decoded). Everything in it follows from the entry and its key (which covers the query
 * object and the dataset's changed_on), so later hits on the same entry share it; nobody mutates it.
 */
const tables = new WeakMap<CachedEntry, Record<string, unknown>>();
