import {
  CHART_DATA_BATCH_MAX,
  type ChartDataBatchLine,
  type ChartDataRequest,
  type PlannerInfo,
} from '@sightline/core';
import type { ChartDataResult } from '@sightline/viz';
import { fetchChartResults } from './chart-data.ts';
import { guestToken } from './guest-token.ts';
import { ApiError, toApiErrorInfo } from './http.ts';

export const CHART_DATA_BATCH_URL = '/api/v1/chart/data/batch';

/** What one chart's line said about how the server got its data; shared keys as chart ids. */
export interface PlannerNote extends PlannerInfo {
  sharedWithCharts: number[];
}

export interface BatchFetchOptions {
  signal?: AbortSignal;
  chartId?: number;
  /** Called when the chart's line arrives, before its promise settles. */
  onPlanner?: (note: PlannerNote) => void;
}

interface Pending {
  key: string;
  chartId: number | null;
  request: ChartDataRequest;
  options: BatchFetchOptions;
  resolve: (r: ChartDataResult[]) => void;
  reject: (e: unknown) => void;
  settled: boolean;
}

const abortError = () => new DOMException('Aborted', 'AbortError');

/** A prefetched answer older than this is not handed out: the chart asks afresh. */
export const PREFETCH_TTL_MS = 30_000;

const prefetchKey = (chartId: number | undefined, request: ChartDataRequest) =>
  `${chartId ?? ''}|${JSON.stringify(request)}`;

/** The answer, or an AbortError as soon as `signal` aborts. */
function withAbort<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Splits a text stream into lines as they arrive. */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    rest += decoder.decode(value, { stream: !done });
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) if (line.trim()) yield line;
    if (done) break;
  }
  if (rest.trim()) yield rest;
}

/**
 * Collects the chart-data requests made within one tick (the charts that came into view together)
 * and sends them as one POST /api/v1/chart/data/batch (docs/adr/0020); each request's promise
 * settles as soon as its NDJSON line arrives. A lone request, and every request once the server
 * said batches are off (GLOBAL_ASYNC_QUERIES), takes the single endpoint.
 */
export class ChartDataBatcher {
  #queue: Pending[] = [];
  #scheduled = false;
  #seq = 0;
  #disabled = false;
  #prefetched = new Map<string, { answer: Promise<ChartDataResult[]>; at: number }>();
  /** Batches sent (for tests and the profiler). */
  sent = 0;

  /**
   * Asks for charts' data before the charts do (a dashboard's first view, while its grid still
   * renders), in one request sent at once: a chart's own fetch of the very same request, within
   * PREFETCH_TTL_MS, takes this answer instead of asking again.
   */
  prefetch(
    entries: readonly { request: ChartDataRequest; options?: Omit<BatchFetchOptions, 'signal'> }[],
  ): void {
    for (const { request, options = {} } of entries) {
      const key = prefetchKey(options.chartId, request);
      if (this.#prefetched.has(key)) continue;
      const answer = this.fetch(request, options);
      answer.catch(() => undefined);
      this.#prefetched.set(key, { answer, at: Date.now() });
    }
    // Now, not on the next tick: the page is about to be busy rendering for a while.
    if (this.#scheduled) this.#flush();
  }

  fetch(request: ChartDataRequest, options: BatchFetchOptions = {}): Promise<ChartDataResult[]> {
    if (options.signal?.aborted) return Promise.reject(abortError());
    const prefetched = this.#takePrefetched(options.chartId, request);
    if (prefetched) return withAbort(prefetched, options.signal);
    if (this.#disabled) return fetchChartResults(request, options.signal);
    return new Promise((resolve, reject) => {
      this.#seq += 1;
      const key = `${options.chartId ?? 'q'}-${this.#seq}`;
      const p: Pending = {
        key,
        chartId: options.chartId ?? null,
        request,
        options,
        resolve,
        reject,
        settled: false,
      };
      options.signal?.addEventListener('abort', () => this.#settle(p, null, abortError()), {
        once: true,
      });
      this.#queue.push(p);
      if (!this.#scheduled) {
        this.#scheduled = true;
        setTimeout(() => this.#flush(), 0);
      }
    });
  }

  #takePrefetched(
    chartId: number | undefined,
    request: ChartDataRequest,
  ): Promise<ChartDataResult[]> | null {
    if (this.#prefetched.size === 0) return null;
    const key = prefetchKey(chartId, request);
    const hit = this.#prefetched.get(key);
    this.#prefetched.delete(key);
    return hit && Date.now() - hit.at <= PREFETCH_TTL_MS ? hit.answer : null;
  }

  #settle(p: Pending, result: ChartDataResult[] | null, error?: unknown): void {
    if (p.settled) return;
    p.settled = true;
    if (result) p.resolve(result);
    else p.reject(error);
  }

  #flush(): void {
    this.#scheduled = false;
    const queue = this.#queue.filter((p) => !p.settled);
    this.#queue = [];
    for (let i = 0; i < queue.length; i += CHART_DATA_BATCH_MAX)
      void this.#send(queue.slice(i, i + CHART_DATA_BATCH_MAX));
  }

  /** Runs requests on the single endpoint, as they would have without a batch. */
  #single(pending: Pending[]): void {
    for (const p of pending)
      fetchChartResults(p.request, p.options.signal).then(
        (r) => this.#settle(p, r),
        (e: unknown) => this.#settle(p, null, e),
      );
  }

  async #send(pending: Pending[]): Promise<void> {
    if (pending.length === 1) return this.#single(pending);
    // The request is cancelled only when every chart in it has given up.
    const controller = new AbortController();
    const giveUp = () => pending.every((p) => p.settled) && controller.abort();
    for (const p of pending) p.options.signal?.addEventListener('abort', giveUp, { once: true });
    try {
      this.sent += 1;
      const res = await this.#post(pending, controller.signal);
      if (res.status === 501) {
        this.#disabled = true;
        return this.#single(pending);
      }
      if (!res.ok || !res.body) {
        const text = await res.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON: the status line speaks */
        }
        throw new ApiError(toApiErrorInfo(res.status, body, res.statusText));
      }
      const byKey = new Map(pending.map((p) => [p.key, p]));
      for await (const text of lines(res.body)) this.#answer(byKey, JSON.parse(text));
      const message = 'The batch ended without this chart';
      for (const p of pending)
        this.#settle(
          p,
          null,
          new ApiError({ status: 0, message, errors: [{ message }], body: undefined }),
        );
    } catch (err) {
      for (const p of pending) this.#settle(p, null, err);
    }
  }

  #post(pending: Pending[], signal: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/x-ndjson',
      'Content-Type': 'application/json',
    };
    const guest = guestToken();
    if (guest) headers['X-GuestToken'] = guest;
    return fetch(CHART_DATA_BATCH_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      signal,
      body: JSON.stringify({
        queries: pending.map((p) => ({ key: p.key, chart_id: p.chartId, request: p.request })),
      }),
    });
  }

  #answer(byKey: Map<string, Pending>, line: ChartDataBatchLine): void {
    const p = byKey.get(line.key);
    if (!p || p.settled) return;
    p.options.onPlanner?.({
      ...line.planner,
      sharedWithCharts: line.planner.shared_with
        .map((k) => byKey.get(k)?.chartId)
        .filter((id): id is number => typeof id === 'number'),
    });
    const body = line.result as { result?: ChartDataResult[] } | undefined;
    if (line.status === 200 && Array.isArray(body?.result)) this.#settle(p, body.result);
    else this.#settle(p, null, new ApiError(toApiErrorInfo(line.status, line.result)));
  }
}
