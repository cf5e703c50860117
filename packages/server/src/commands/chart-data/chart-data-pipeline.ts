import type { ChartDataRequest } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { Driver } from '../../engines/engine-contract.ts';
import type { DataCache } from '../../query/cache/index.ts';
import { QueryPipeline, type TemplateRequest } from '../../query/pipeline.ts';
import type { QueryObject } from '../../query/query-object.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { AnswerMemo } from './answer-memo.ts';
import { runChartData, type ChartDataResult } from './run-chart-data.ts';
import { streamChartData, type StreamedExport } from './stream-chart-data.ts';

/** Who runs a chart-data request, and how to stop it. */
export interface ChartDataCaller {
  user: CurrentUser | null;
  /** Aborts the queries (client gone, job cancelled); a function makes it only when a query really runs. */
  signal?: AbortSignal | (() => AbortSignal);
  /** The HTTP query string, for `url_param` in templates. */
  requestArgs?: Record<string, string | string[] | undefined>;
}

/** Options of {@link ChartDataPipeline.run}. */
export interface ChartDataRunOptions {
  /** Serve from the cache only: a miss throws CacheMissError (the async submit's first look). */
  cacheOnly?: boolean;
  /**
   * The driver a query object runs on, given the database's own (the batch planner answers some
   * charts from another chart's rows this way, docs/adr/0020); absent: the database's driver.
   */
  driverFor?: (qo: QueryObject, open: () => Promise<Driver>) => () => Promise<Driver>;
}

/**
 * The chart-data pipeline, built once per server in the context: every entry runs it (POST
 * /api/v1/chart/data, GET /chart/{pk}/data, exports, async jobs, explore_json, datasource samples and
 * values, annotation layers). It owns the query pipeline (`query/pipeline.ts`: the ordered stages, the
 * data cache, single flight, template rendering and the SQL-fragment memo); routes only parse,
 * authorise and send.
 */
export class ChartDataPipeline {
  readonly queries: QueryPipeline;
  /** JSON answers of cached requests, replayed to the same user while still valid (docs/adr/0022). */
  readonly answers: AnswerMemo;
  readonly #ctx: AppContext;

  constructor(ctx: AppContext, cache: DataCache) {
    this.#ctx = ctx;
    this.queries = new QueryPipeline(cache);
    this.answers = new AnswerMemo(ctx.store, cache);
  }

  /** Runs a request to payloads and frames (docs/api.md §2.3); a failed query throws a 400. */
  run(
    request: ChartDataRequest,
    caller: ChartDataCaller,
    options: ChartDataRunOptions = {},
  ): Promise<ChartDataResult> {
    return runChartData(this.#ctx, this, request, caller, options);
  }

  /** A request nested in another (the chart of an annotation layer): same caller, same stages. */
  subRun(request: ChartDataRequest, caller: ChartDataCaller): Promise<ChartDataResult> {
    return runChartData(this.#ctx, this, request, caller, {});
  }

  /** A CSV/XLSX export: the stages up to `compile`, then lazy row streams from the database. */
  stream(
    request: ChartDataRequest,
    caller: ChartDataCaller & { signal: AbortSignal },
  ): Promise<StreamedExport[]> {
    return streamChartData(this.#ctx, this, request, caller);
  }

  /** What templates see of the caller; the user's role names are read only when a template renders. */
  templateRequest(
    caller: ChartDataCaller,
    formData: Record<string, unknown> | null,
  ): TemplateRequest {
    const user = caller.user;
    return {
      formData,
      requestArgs: caller.requestArgs ?? {},
      get user() {
        return user
          ? {
              id: user.id,
              username: user.username,
              email: user.email,
              roles: Object.keys(user.roles),
            }
          : null;
      },
    };
  }
}
