import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { fetchChartResults, followAsyncJob } from './chart-data.ts';

const REQUEST = {
  datasource: { id: 1, type: 'table' as const },
  queries: [{ columns: ['region'] }],
};

describe('fetchChartResults with global async queries', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('follows a 202 job through the channel events to its result_url', async () => {
    let polls = 0;
    const seen: string[] = [];
    mockFetch((url) => {
      seen.push(url);
      if (url.endsWith('/api/v1/chart/data'))
        return jsonResponse(202, {
          channel_id: 'c',
          job_id: 'j1',
          user_id: 1,
          status: 'pending',
          errors: [],
          result_url: null,
        });
      if (url.includes('/api/v1/async_event/')) {
        polls += 1;
        if (polls === 1)
          return jsonResponse(200, {
            result: [
              { id: '1-0', job_id: 'other', status: 'done', result_url: '/x' },
              { id: '1-1', job_id: 'j1', status: 'running', result_url: null },
            ],
          });
        return jsonResponse(200, {
          result: [
            { id: '2-0', job_id: 'j1', status: 'done', result_url: '/api/v1/chart/data/abc' },
          ],
        });
      }
      if (url.endsWith('/api/v1/chart/data/abc'))
        return jsonResponse(200, {
          result: [
            { data: [{ region: 'EMEA' }], colnames: ['region'], coltypes: [1], rowcount: 1 },
          ],
        });
      return jsonResponse(404, { message: 'Not found' });
    });
    const results = await fetchChartResults(REQUEST);
    expect(results[0]!.data).toEqual([{ region: 'EMEA' }]);
    expect(polls).toBe(2);
    // The second poll asks only for events after the last one seen.
    expect(seen.filter((u) => u.includes('async_event'))[1]).toContain('last_id=1-1');
  });

  it('turns an error event into the error the chart shows', async () => {
    mockFetch((url) => {
      if (url.endsWith('/api/v1/chart/data'))
        return jsonResponse(202, {
          channel_id: 'c',
          job_id: 'j2',
          status: 'pending',
          errors: [],
          result_url: null,
        });
      return jsonResponse(200, {
        result: [
          {
            id: '3-0',
            job_id: 'j2',
            status: 'error',
            errors: [{ message: 'Error: no such column: x' }],
            result_url: null,
          },
        ],
      });
    });
    await expect(fetchChartResults(REQUEST)).rejects.toMatchObject({
      message: 'Error: no such column: x',
    });
  });

  it('stops the job on the server when the chart gives it up (its request is aborted)', async () => {
    const seen: string[] = [];
    mockFetch((url, init) => {
      seen.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.includes('/api/v1/async_event/'))
        return jsonResponse(200, {
          result: [{ id: '5-0', job_id: 'j5', status: 'running', result_url: null }],
        });
      return jsonResponse(200, { message: 'OK' });
    });
    const controller = new AbortController();
    const following = followAsyncJob('j5', controller.signal);
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    await expect(following).rejects.toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.filter((s) => s.startsWith('DELETE'))).toEqual(['DELETE /api/v1/chart/data/j5']);
  });

  it('stops following a job that never finishes at the deadline, with a clear error', async () => {
    let polls = 0;
    mockFetch((url) => {
      if (url.includes('/api/v1/async_event/')) {
        polls += 1;
        return jsonResponse(200, {
          result: [{ id: `${polls}-0`, job_id: 'j1', status: 'running', result_url: null }],
        });
      }
      return jsonResponse(404, { message: 'Not found' });
    });
    await expect(followAsyncJob('j1', undefined, 1500)).rejects.toMatchObject({
      message: "The chart's data did not arrive within 2 seconds. Try again.",
    });
    expect(polls).toBeGreaterThan(1);
  });
});
