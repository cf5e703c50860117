import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { ChartDataBatcher, CHART_DATA_BATCH_URL } from './chart-data-batch.ts';
import { ApiError } from './http.ts';

const request = (column: string) => ({
  datasource: { id: 1, type: 'table' as const },
  queries: [{ columns: [column] }],
});
const planner = (source: string, shared: string[] = []) => ({
  source,
  shared_with: shared,
  db_ms: 3,
  queue_ms: 1,
});

/** An NDJSON answer whose lines arrive one by one (the second after the test lets it go). */
function streamed(lines: unknown[], gate: Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`${JSON.stringify(lines[0])}\n`));
      await gate;
      for (const line of lines.slice(1))
        controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
}

describe('ChartDataBatcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the requests of one tick as one batch and settles each as its line arrives', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const posted: { key: string; chart_id: number }[][] = [];
    const fetchMock = mockFetch((url, init) => {
      expect(url).toBe(CHART_DATA_BATCH_URL);
      const { queries } = JSON.parse(String(init?.body)) as {
        queries: { key: string; chart_id: number }[];
      };
      posted.push(queries);
      const [a, b] = queries;
      return streamed(
        [
          {
            key: b!.key,
            chart_id: 2,
            status: 200,
            result: { result: [{ rowcount: 2 }] },
            planner: planner('reaggregated', [a!.key]),
          },
          {
            key: a!.key,
            chart_id: 1,
            status: 403,
            result: { errors: [{ message: 'No access' }] },
            planner: planner('query'),
          },
        ],
        gate,
      );
    });
    const batcher = new ChartDataBatcher();
    const notes: unknown[] = [];
    const first = batcher.fetch(request('region'), { chartId: 1 });
    const second = batcher.fetch(request('status'), {
      chartId: 2,
      onPlanner: (n) => notes.push(n),
    });
    first.catch(() => undefined);
    // The second chart is drawn before the first one's line exists.
    expect(await second).toEqual([{ rowcount: 2 }]);
    expect(notes).toEqual([
      expect.objectContaining({ source: 'reaggregated', sharedWithCharts: [1] }),
    ]);
    release();
    const error = await first.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).info).toMatchObject({ status: 403, message: 'No access' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(posted[0]!.map((q) => q.chart_id)).toEqual([1, 2]);
  });

  it('sends a lone request, and every request after a 501, to the single endpoint', async () => {
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url);
      if (url === CHART_DATA_BATCH_URL) return jsonResponse(501, { message: 'async mode' });
      return jsonResponse(200, { result: [{ rowcount: 1 }] });
    });
    const batcher = new ChartDataBatcher();
    expect(await batcher.fetch(request('region'))).toEqual([{ rowcount: 1 }]);
    const both = await Promise.all([batcher.fetch(request('a')), batcher.fetch(request('b'))]);
    expect(both).toHaveLength(2);
    await Promise.all([batcher.fetch(request('c')), batcher.fetch(request('d'))]);
    expect(urls).toEqual([
      '/api/v1/chart/data',
      CHART_DATA_BATCH_URL,
      '/api/v1/chart/data',
      '/api/v1/chart/data',
      '/api/v1/chart/data',
      '/api/v1/chart/data',
    ]);
  });

  it('sends prefetched requests at once, and a chart asking the same takes the answer in hand', async () => {
    const posted: string[][] = [];
    mockFetch((_url, init) => {
      const { queries } = JSON.parse(String(init?.body)) as {
        queries: { key: string; chart_id: number; request: { queries: { columns: string[] }[] } }[];
      };
      posted.push(queries.map((q) => q.request.queries[0]!.columns[0]!));
      const lines = queries.map((q) => ({
        key: q.key,
        chart_id: q.chart_id,
        status: 200,
        result: { result: [{ rowcount: q.chart_id }] },
        planner: planner('query'),
      }));
      return streamed(lines, Promise.resolve());
    });
    const batcher = new ChartDataBatcher();
    batcher.prefetch([
      { request: request('region'), options: { chartId: 1 } },
      { request: request('status'), options: { chartId: 2 } },
    ]);
    // Sent in the same tick, not on the next one.
    expect(posted).toEqual([['region', 'status']]);
    expect(await batcher.fetch(request('region'), { chartId: 1 })).toEqual([{ rowcount: 1 }]);
    expect(await batcher.fetch(request('status'), { chartId: 2 })).toEqual([{ rowcount: 2 }]);
    expect(posted).toHaveLength(1);
    // An answer is taken once; another request, or the same one for another chart, asks again.
    const again = batcher.fetch(request('region'), { chartId: 1 });
    const other = batcher.fetch(request('region'), { chartId: 3 });
    expect(await again).toEqual([{ rowcount: 1 }]);
    expect(await other).toEqual([{ rowcount: 3 }]);
    expect(posted).toEqual([
      ['region', 'status'],
      ['region', 'region'],
    ]);
  });

  it('aborts a chart waiting on a prefetched answer when its signal aborts', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    const batcher = new ChartDataBatcher();
    batcher.prefetch([{ request: request('region'), options: { chartId: 1 } }]);
    const controller = new AbortController();
    const waiting = batcher.fetch(request('region'), { chartId: 1, signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
