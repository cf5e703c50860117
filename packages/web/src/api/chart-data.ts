import type {
  AsyncEventsResponse,
  ChartDataRequest,
  DatasourceSamplesResponse,
} from '@sightline/core';
import type { ChartDataResult } from '@sightline/viz';
import { ApiError, requestJson } from './http.ts';

/** What POST /api/v1/chart/data answered: results, or an async job (202) to follow. */
export type ChartDataAnswer =
  | { kind: 'result'; result: ChartDataResult[] }
  | { kind: 'async'; jobId: string }
  | { kind: 'unexpected' };

/** Polling interval of async events, as Superset's client (500 ms). */
export const ASYNC_POLL_MS = 500;
/**
 * How long a chart follows its async job before giving up with an error: a job whose worker died is
 * retried or failed by the server well within this (docs/adr/0016), so waiting longer helps nobody.
 */
export const ASYNC_DEADLINE_MS = 10 * 60_000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(
          signal.reason instanceof Error
            ? signal.reason
            : new DOMException('Aborted', 'AbortError'),
        );
      },
      { once: true },
    );
  });

/**
 * Stops an async chart-data job nobody waits for any more (DELETE /api/v1/chart/data/<job_id>,
 * docs/api.md §2.5): the server cancels its database query. Best effort: a failure changes nothing.
 */
export async function stopAsyncJob(jobId: string): Promise<void> {
  await requestJson(`/api/v1/chart/data/${encodeURIComponent(jobId)}`, { method: 'DELETE' }).catch(
    () => undefined,
  );
}

/**
 * Follows an async chart-data job (global async queries): polls the channel's events until the job
 * is done, then fetches its result_url; an `error` event becomes an ApiError with its messages, and
 * so does a job that has not finished by the deadline. A job given up (the signal aborts: a filter
 * changed, the user left; or the deadline passed) is stopped on the server.
 */
export async function followAsyncJob(
  jobId: string,
  signal?: AbortSignal,
  deadlineMs = ASYNC_DEADLINE_MS,
): Promise<ChartDataResult[]> {
  const stop = () => void stopAsyncJob(jobId);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    return await pollAsyncJob(jobId, signal, deadlineMs, stop);
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

async function pollAsyncJob(
  jobId: string,
  signal: AbortSignal | undefined,
  deadlineMs: number,
  stop: () => void,
): Promise<ChartDataResult[]> {
  let lastId = '';
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (Date.now() > deadline) {
      const span =
        deadlineMs >= 60_000
          ? `${Math.round(deadlineMs / 60_000)} minutes`
          : `${Math.round(deadlineMs / 1000)} seconds`;
      const message = `The chart's data did not arrive within ${span}. Try again.`;
      stop();
      throw new ApiError({ status: 504, message, errors: [{ message }], body: undefined });
    }
    const query = lastId ? `?last_id=${encodeURIComponent(lastId)}` : '';
    const { result } = await requestJson<AsyncEventsResponse>(`/api/v1/async_event/${query}`, {
      signal,
    });
    if (result.length) lastId = result[result.length - 1]!.id;
    const finished = result.find(
      (e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error'),
    );
    if (finished?.status === 'done' && finished.result_url) {
      return (await requestJson<{ result: ChartDataResult[] }>(finished.result_url, { signal }))
        .result;
    }
    if (finished) {
      const message =
        finished.errors
          ?.map((e) => e.message)
          .filter(Boolean)
          .join('\n') || 'The query failed';
      throw new ApiError({ status: 400, message, errors: [{ message }], body: undefined });
    }
    await sleep(ASYNC_POLL_MS, signal);
  }
}

/** POSTs a chart data request (docs/api.md §2.3); failures throw ApiError, an abort throws the AbortError. */
export async function postChartData(
  request: ChartDataRequest,
  signal?: AbortSignal,
): Promise<ChartDataAnswer> {
  const body = await requestJson<unknown>('/api/v1/chart/data', {
    method: 'POST',
    body: request,
    signal,
  });
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (Array.isArray(record.result))
      return { kind: 'result', result: record.result as ChartDataResult[] };
    if (typeof record.job_id === 'string') return { kind: 'async', jobId: record.job_id };
  }
  return { kind: 'unexpected' };
}

/** The results of a chart data request, or an ApiError for answers that carry none. */
export async function fetchChartResults(
  request: ChartDataRequest,
  signal?: AbortSignal,
): Promise<ChartDataResult[]> {
  const answer = await postChartData(request, signal);
  if (answer.kind === 'result') return answer.result;
  if (answer.kind === 'async') return followAsyncJob(answer.jobId, signal);
  const message = 'Received unexpected response status while fetching chart data';
  throw new ApiError({ status: 200, message, errors: [{ message }], body: undefined });
}

/** A page of POST /datasource/samples (docs/api.md §2.10). */
export type SamplesPage = DatasourceSamplesResponse['result'];

export interface SamplesArgs {
  datasourceId: number;
  datasourceType: string;
  page: number;
  perPage: number;
  force?: boolean;
  /** Drill-to-detail filters; none gives plain samples. */
  filters?: { col: string; op: string; val: unknown; grain?: string }[];
}

/** Samples, or with filters the drill-to-detail rows of a datasource, one page at a time. */
export async function fetchSamples(args: SamplesArgs, signal?: AbortSignal): Promise<SamplesPage> {
  const params = new URLSearchParams({
    datasource_type: args.datasourceType,
    datasource_id: String(args.datasourceId),
    page: String(args.page),
    per_page: String(args.perPage),
    force: String(Boolean(args.force)),
  });
  const body = args.filters?.length ? { filters: args.filters } : {};
  const answer = await requestJson<DatasourceSamplesResponse>(
    `/datasource/samples?${params.toString()}`,
    {
      method: 'POST',
      body,
      signal,
    },
  );
  return answer.result;
}
