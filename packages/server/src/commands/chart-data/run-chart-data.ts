import { clientProcessors, type ProcessableResult } from '@sightline/viz/query';
import {
  TIME_GRAIN_NAMES,
  type ChartDataRequest,
  type ChartDataResultType,
  type QueryObjectInput,
} from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { CacheMissError, resolveCacheTimeout } from '../../query/cache/index.ts';
import type { Datasource } from '../../query/datasource.ts';
import { normalizeQueryObject, type RowLimits } from '../../query/normalize.ts';
import { buildPayload, type QueryEnv, type QueryRun } from '../../query/pipeline.ts';
import type { Frame } from '../../query/post-processing/frame.ts';
import {
  injectContributionTotals,
  planContributionTotals,
  sumNumericColumns,
  type TotalsQueryShape,
} from '../../query/post-processing/index.ts';
import type { QueryObject } from '../../query/query-object.ts';
import { rlsClausesFor } from '../../security/rls.ts';
import { openDatabase } from '../database/open-database.ts';
import { annotationData, assertNativeAnnotationAccess } from './annotations.ts';
import type {
  ChartDataCaller,
  ChartDataPipeline,
  ChartDataRunOptions,
} from './chart-data-pipeline.ts';
import type { CacheRead } from './answer-memo.ts';
import { loadDatasource } from './load-datasource.ts';
import { withVirtualDatasetRls } from './virtual-rls.ts';

/** What a chart-data request produced, before formatting. */
export interface ChartDataResult {
  resultFormat: 'json' | 'csv' | 'xlsx';
  payloads: Record<string, unknown>[];
  /** Frames of the queries that produced data (for CSV/XLSX). */
  frames: { frame: Frame; coltypes: number[]; ds: Datasource }[];
  /**
   * The data-cache entries the answer was made from, when it follows from them, the request and the
   * metadata alone (every query a plain hit: no template rendered, no clock-relative bounds, no
   * annotation layers, no totals pre-pass); null otherwise. The answer memo replays such answers.
   */
  cacheReads: CacheRead[] | null;
}

/**
 * `post_processed` (docs/query-object.md §5.1): the chart's client-side processing re-applied on the server
 * for pivot_table_v2 and table; JSON `data` becomes `{column: {row_label: value}}` and the frame
 * (for CSV/XLSX) gets the row labels as its first column. Other chart types are unchanged.
 */
function postProcessed(
  payload: Record<string, unknown>,
  frame: Frame,
  formData: Record<string, unknown> | null,
): { payload: Record<string, unknown>; frame: Frame; frameColtypes: number[] } {
  const vizType = typeof formData?.viz_type === 'string' ? formData.viz_type : '';
  if (!Object.hasOwn(clientProcessors, vizType))
    return { payload, frame, frameColtypes: payload.coltypes as number[] };
  const processor = clientProcessors[vizType as keyof typeof clientProcessors];
  const out = processor(
    {
      colnames: payload.colnames as string[],
      coltypes: payload.coltypes as number[],
      data: payload.data as ProcessableResult['data'],
    },
    formData!,
  );
  const data = Object.fromEntries(
    out.colnames.map((c, j) => [
      c,
      Object.fromEntries(out.indexnames.map((r, i) => [r, out.rows[i]![j]])),
    ]),
  );
  const INDEX = '';
  return {
    payload: {
      ...payload,
      data,
      colnames: out.colnames,
      indexnames: out.indexnames,
      coltypes: out.coltypes,
      rowcount: out.indexnames.length,
    },
    frame: {
      columns: [INDEX, ...out.colnames],
      rows: out.rows.map((row, i) =>
        Object.fromEntries([
          [INDEX, out.indexnames[i]],
          ...out.colnames.map((c, j) => [c, row[j]]),
        ]),
      ),
    },
    frameColtypes: [1, ...out.coltypes],
  };
}

function samplesOf(qo: QueryObject, ds: Datasource, kind: 'samples' | 'drill_detail'): QueryObject {
  const columns = ds.columns.map((c) => c.name);
  return {
    ...qo,
    columns,
    metrics: null,
    postProcessing: [],
    isTimeseries: false,
    timeOffsets: [],
    seriesLimit: 0,
    isRowcount: false,
    ...(kind === 'samples'
      ? { orderby: [], fromDttm: null, toDttm: null, granularity: null }
      : { orderby: columns.length ? [[columns[0]!, true]] : [] }),
  } as QueryObject;
}

/**
 * Runs a chart-data request (docs/api.md §2.3, docs/query-object.md §0) through the pipeline's stages:
 * loads the dataset, resolves limits, timeout and TTL, runs the contribution-totals pre-pass, then each
 * query object. Throws 400 when any query fails.
 */
export async function runChartData(
  ctx: AppContext,
  pipeline: ChartDataPipeline,
  req: ChartDataRequest,
  caller: ChartDataCaller,
  options: ChartDataRunOptions = {},
): Promise<ChartDataResult> {
  const { user, signal } = caller;
  const loaded = await loadDatasource(ctx, req.datasource, user);
  const db = (await ctx.metaCache.get(`database:${loaded.database.id}`, () =>
    ctx.databases.findById(loaded.database.id),
  ))!;
  const { ds, cacheKeys: rlsCacheKeys } = await withVirtualDatasetRls(ctx, loaded, db, user);
  const queries = pipeline.queries;
  const resultType: ChartDataResultType = req.result_type ?? 'full';
  const resultFormat = req.result_format ?? 'json';
  const formData = req.form_data ?? null;
  const templateRequest = pipeline.templateRequest(caller, formData);
  templateRequest.rlsClauses = await rlsClausesFor(ctx, user, ds);
  templateRequest.rlsCacheKeys = rlsCacheKeys;
  const limits: RowLimits = {
    rowLimit: ctx.config.rowLimit,
    samplesRowLimit: 1000,
    sqlMaxRow: ctx.config.sqlMaxRow,
    serverPaginationMaxRow: 500_000,
  };
  const timeoutSeconds =
    Number(ds.database.extra.query_timeout) > 0
      ? Number(ds.database.extra.query_timeout)
      : ctx.config.queryTimeoutSeconds;
  const cacheTimeout = resolveCacheTimeout({
    custom: req.custom_cache_timeout ?? null,
    chart: null,
    dataset: ds.cacheTimeout,
    database: db.cacheTimeout,
    default: 86_400,
  });
  const payloads: Record<string, unknown>[] = [];
  const frames: ChartDataResult['frames'] = [];
  let cacheReads: CacheRead[] | null = req.force ? null : [];
  const envOf = (qo: QueryObject, ttl: number): QueryEnv & { timedOut(): boolean } => {
    // Signals (and their timers) are made only when a query really runs, not for cache hits.
    let timeout: AbortSignal | null = null;
    let combined: AbortSignal | null = null;
    const open = async () => (await openDatabase(ctx, db)).driver;
    return {
      ds,
      driver: options.driverFor ? options.driverFor(qo, open) : open,
      cacheTimeout: ttl,
      force: Boolean(req.force),
      cacheOnly: options.cacheOnly,
      compileOptions: queries.compileOptions(ds, qo, templateRequest),
      get signal() {
        timeout ??= AbortSignal.timeout(timeoutSeconds * 1000);
        const outer = typeof signal === 'function' ? signal() : signal;
        combined ??= outer ? AbortSignal.any([outer, timeout]) : timeout;
        return combined;
      },
      timedOut: () => Boolean((timeout as AbortSignal | null)?.aborted),
    };
  };
  const failed = (run: QueryRun, timedOut: boolean) =>
    new AppError(
      400,
      `Error: ${timedOut ? `The query exceeded the ${timeoutSeconds} seconds timeout.` : run.error!.message}`,
      {
        errorType: run.error!.errorType as never,
        extra: run.error!.extra,
        // `message` as Superset answers it, plus the typed SIP-40 error clients read first.
        shape: 'message+errors',
      },
    );

  // Contribution totals pre-pass (docs/query-object.md §4.6): the totals query runs uncached and unlimited.
  const plan = planContributionTotals(req.queries as TotalsQueryShape[]);
  let totals: Record<string, number> | null = null;
  if (plan) {
    cacheReads = null;
    if (options.cacheOnly) throw new CacheMissError();
    const totalsQo = {
      ...normalizeQueryObject(req.queries[plan.totalsQueryIndex]!, {
        resultType: 'full',
        formData,
        ds,
        limits,
      }),
      rowLimit: 0,
    };
    const env = envOf(totalsQo, -1);
    const run = await queries.run(totalsQo, env);
    if (run.error) throw failed(run, env.timedOut());
    totals = run.frame ? sumNumericColumns(run.frame) : {};
  }

  for (const [index, input] of (req.queries as QueryObjectInput[]).entries()) {
    const type = input.result_type ?? resultType;
    if (type === 'columns') {
      payloads.push({
        data: ds.columns.map((c) => ({
          column_name: c.name,
          verbose_name: c.verboseName,
          dtype: c.isDttm || c.generic === 2 ? 2 : c.generic === 0 ? 0 : 1,
        })),
      });
      continue;
    }
    if (type === 'timegrains') {
      payloads.push({
        data: Object.entries(ds.engine.timeGrains).map(([duration, fn]) => ({
          name: (TIME_GRAIN_NAMES as Record<string, string>)[duration] ?? duration,
          function: fn,
          duration,
        })),
      });
      continue;
    }
    let qo = normalizeQueryObject(input, { resultType: type, formData, ds, limits });
    if (type === 'query') {
      cacheReads = null;
      // The `query` result type runs the compile stage alone.
      try {
        const run = await queries.run(qo, envOf(qo, cacheTimeout), {
          from: 'compile',
          to: 'compile',
        });
        payloads.push({ language: 'sql', query: `${run.compiled!.sql};` });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        payloads.push({ language: 'sql', error: e.message });
      }
      continue;
    }
    if (type === 'samples' || type === 'drill_detail') qo = samplesOf(qo, ds, type);
    if (totals && plan?.contributionQueryIndexes.includes(index)) {
      qo = {
        ...qo,
        postProcessing: injectContributionTotals(
          qo.postProcessing,
          totals,
        ) as QueryObject['postProcessing'],
      };
    }
    // Assigned, not spread: spreading would read the lazy `signal` getter and make its timers for every cache hit.
    const env = envOf(qo, cacheTimeout);
    env.annotations = (q: QueryObject) =>
      annotationData(
        ctx,
        q.annotationLayers,
        user,
        Boolean(req.force),
        async (nested) => (await pipeline.subRun(nested, caller)).payloads,
      );
    const run: QueryRun = await queries.run(qo, env);
    if (run.error)
      throw failed(run, env.timedOut() && run.error.errorType === 'BACKEND_TIMEOUT_ERROR');
    // A cached entry carries its annotations; the permission to read NATIVE layers is still checked.
    if (run.cached) assertNativeAnnotationAccess(qo.annotationLayers, user);
    if (cacheReads) cacheReads = replayableRead(cacheReads, run, qo, cacheTimeout);
    const payload = buildPayload(run, env, resultFormat);
    let frame = run.cached
      ? { columns: run.cached.frame.columns, rows: run.cached.frame.rows }
      : run.frame;
    let frameColtypes = payload.coltypes as number[];
    if (type === 'results') {
      payloads.push({
        data: payload.data,
        colnames: payload.colnames,
        coltypes: payload.coltypes,
        rowcount: payload.rowcount,
        sql_rowcount: payload.sql_rowcount,
      });
    } else if (type === 'post_processed' && frame) {
      const processed = postProcessed(payload, frame, formData);
      payloads.push(processed.payload);
      frame = processed.frame;
      frameColtypes = processed.frameColtypes;
    } else {
      payloads.push(payload);
    }
    if (frame) frames.push({ frame, coltypes: frameColtypes, ds });
  }
  return { resultFormat, payloads, frames, cacheReads };
}

/** Whether a time range of the query (any TEMPORAL_RANGE filter too) is more than 'No filter'. */
function clockRelative(qo: QueryObject): boolean {
  const set = (text: unknown) => typeof text === 'string' && text !== '' && text !== 'No filter';
  return set(qo.timeRange) || qo.filters.some((f) => f.op === 'TEMPORAL_RANGE' && set(f.val));
}

/**
 * `reads` plus this run's entry when its payload follows from the entry alone: a hit of the cache-read
 * stage (a hit after waiting on single flight reports its wait), nothing compiled (templates), no
 * bounds resolved from the clock, no annotation layers; else null.
 */
function replayableRead(
  reads: CacheRead[],
  run: QueryRun,
  qo: QueryObject,
  ttlSeconds: number,
): CacheRead[] | null {
  const plain =
    run.cached &&
    run.cacheKey &&
    !run.compiled &&
    run.timings['single-flight'] === undefined &&
    !qo.fromDttm &&
    !qo.toDttm &&
    !qo.innerFromDttm &&
    !qo.innerToDttm &&
    !clockRelative(qo) &&
    (qo.annotationLayers?.length ?? 0) === 0;
  return plain ? [...reads, { key: run.cacheKey!, ttlSeconds, entry: run.cached! }] : null;
}
