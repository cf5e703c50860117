import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import { REDIS_URL } from '../../../test/pg-database.ts';

// docs/api.md §2.3/§2.5/§3.6: global async queries. A cache miss answers 202 with the job; the client
// follows the channel's events and fetches the result by key; a cache hit answers 200 at once.
describe.each([
  ['in-process events', {}],
  ...(REDIS_URL ? [['Redis streams', { SIGHTLINE_REDIS_URL: REDIS_URL }] as const] : []),
] as const)('global async queries (%s)', (_name, env) => {
  let t: TestApp;
  let cookie = '';
  let token = '';
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload: payload as object } : {}),
    });
    const set = res.cookies.find((c) => c.name === 'async-token');
    if (set) cookie = `async-token=${set.value}`;
    return res;
  };
  let datasetId = 0;

  beforeAll(async () => {
    t = await createTestApp({
      SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true',
      SIGHTLINE_LOAD_EXAMPLES: 'true',
      SIGHTLINE_EXAMPLES_SALES_ROWS: '500',
      ...env,
    });
    token = await tokenFor(t.app);
    const datasets = (
      await client(t.app, token).get(
        '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))',
      )
    ).json().result;
    datasetId = datasets[0].id;
  }, 60_000);
  afterAll(() => t?.close());

  const body = (force = false) => ({
    datasource: { id: datasetId, type: 'table' },
    force,
    queries: [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
        orderby: [['region', true]],
        row_limit: 100,
      },
    ],
  });

  it('refuses an async request without the async-token cookie', async () => {
    const res = await call('POST', '/api/v1/chart/data', body());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authorized' });
    expect(cookie).toMatch(/^async-token=/); // the refusal itself sets the cookie for the next request
  });

  it('queues a cache miss, reports running and done on the channel, and serves the result by key', async () => {
    const queued = await call('POST', '/api/v1/chart/data', body(true));
    expect(queued.statusCode, queued.body).toBe(202);
    const job = queued.json();
    expect(job).toMatchObject({ status: 'pending', errors: [], result_url: null, user_id: 1 });
    let events: { id: string; job_id: string; status: string; result_url: string | null }[] = [];
    for (
      let i = 0;
      i < 100 && !events.some((e) => e.status === 'done' || e.status === 'error');
      i += 1
    ) {
      await new Promise((r) => setTimeout(r, 50));
      events = (await call('GET', '/api/v1/async_event/')).json().result;
    }
    const mine = events.filter((e) => e.job_id === job.job_id);
    expect(mine.map((e) => e.status)).toEqual(['pending', 'running', 'done']);
    const done = mine[2]!;
    expect(done.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{32}$/);
    // Only events after last_id come back.
    expect(
      (await call('GET', `/api/v1/async_event/?last_id=${mine[1]!.id}`))
        .json()
        .result.map((e: { status: string }) => e.status),
    ).toEqual(['done']);
    const result = await call('GET', done.result_url!);
    expect(result.statusCode, result.body).toBe(200);
    const item = result.json().result[0];
    expect(item.is_cached).toBe(true);
    expect(item.colnames).toEqual(['region', 'n']);
    expect(item.data.reduce((s: number, r: { n: number }) => s + r.n, 0)).toBe(500);
    // Now cached: the same request answers 200 at once.
    const hit = await call('POST', '/api/v1/chart/data', body());
    expect(hit.statusCode).toBe(200);
    expect(hit.json().result[0].is_cached).toBe(true);
  });

  it('answers 404 for unknown result keys and reports failed jobs as error events', async () => {
    expect(
      (await call('GET', '/api/v1/chart/data/0123456789abcdef0123456789abcdef')).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/v1/chart/data/not-a-key')).statusCode).toBe(404);
    const bad = body(true);
    bad.queries[0]!.metrics = [
      { expressionType: 'SQL', sqlExpression: 'no_such_function(region)', label: 'n' },
    ];
    const job = (await call('POST', '/api/v1/chart/data', bad)).json();
    let last: { job_id: string; status: string; errors: { message: string }[] } | undefined;
    for (let i = 0; i < 100; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      last = ((await call('GET', '/api/v1/async_event/')).json().result as (typeof last)[])
        .filter((e) => e!.job_id === job.job_id)
        .pop();
      if (last?.status === 'error') break;
    }
    expect(last?.status).toBe('error');
    expect(last?.errors[0]?.message).toMatch(/no_such_function/i);
  });
});
