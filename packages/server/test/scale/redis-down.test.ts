import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../src/examples/countries-data.ts';
import { client, createTestApp, tokenFor, type TestApp } from '../test-app.ts';

// Nothing listens here: SIGHTLINE_REDIS_URL names a Redis that is down.
const DEAD_REDIS = 'redis://127.0.0.1:6399';
const ENV = {
  SIGHTLINE_REDIS_URL: DEAD_REDIS,
  SIGHTLINE_LOAD_EXAMPLES: 'true',
  SIGHTLINE_EXAMPLES_SALES_ROWS: '300',
};

/** Countries per region, counted from the source data the examples are generated from. */
const EXPECTED = Object.entries(
  COUNTRIES.reduce<Record<string, number>>(
    (acc, c) => ({ ...acc, [c.region]: (acc[c.region] ?? 0) + 1 }),
    {},
  ),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([region, n]) => ({ region, n }));

const chartBody = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [
    {
      columns: ['region'],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
      orderby: [['region', true]],
      row_limit: 100,
    },
  ],
});

async function countriesId(t: TestApp, token: string): Promise<number> {
  return (
    await client(t.app, token).get(
      '/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:countries)))',
    )
  ).json().result[0].id;
}

async function examplesId(t: TestApp, token: string): Promise<number> {
  return (
    await client(t.app, token).get(
      '/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:examples)))',
    )
  ).json().result[0].id;
}

/** Logged warnings of an app (the Fastify logger of the context). */
function captureWarnings(t: TestApp): string[] {
  const warnings: string[] = [];
  const log = t.ctx.log!;
  const warn = log.warn.bind(log);
  log.warn = ((obj: unknown, msg?: string) => {
    warnings.push(`${msg ?? ''} ${JSON.stringify(obj)}`);
    return warn(obj as object, msg as string);
  }) as typeof log.warn;
  return warnings;
}

describe('Redis configured but down: sync paths work without cache', () => {
  let t: TestApp;
  let token = '';
  let warnings: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(ENV);
    warnings = captureWarnings(t);
    token = await tokenFor(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  it('answers chart data 200 with the right rows, fast, twice, and warns once', async () => {
    const api = client(t.app, token);
    const id = await countriesId(t, token);
    for (let i = 0; i < 2; i += 1) {
      const started = Date.now();
      const res = await api.post('/api/v1/chart/data', chartBody(id));
      expect(res.statusCode, res.body).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
      const item = res.json().result[0];
      expect(item.data).toEqual(EXPECTED);
      expect(item.is_cached).toBeNull();
    }
    // One per kind of failure (read, write) for the outage, not one per request.
    expect(warnings.filter((w) => w.startsWith('data cache:')).sort()).toEqual([
      expect.stringMatching(/^data cache: read failed, treating as a miss .*unavailable/),
      expect.stringMatching(/^data cache: write failed, result not cached .*unavailable/),
    ]);
  });

  it('runs SQL Lab synchronously: 200 with the rows', async () => {
    const res = await client(t.app, token).post('/api/v1/sqllab/execute/', {
      database_id: await examplesId(t, token),
      sql: 'SELECT region, count(*) AS n FROM countries GROUP BY region ORDER BY region',
      client_id: 'rdown_sync',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { region: string; n: number }) => ({ region: r.region, n: Number(r.n) })),
    ).toEqual(EXPECTED);
    expect(res.json().query).toMatchObject({ state: 'success', resultsKey: null });
    expect(
      warnings.filter((w) => w.startsWith('SQL Lab results backend unavailable')),
    ).toHaveLength(1);
  });

  it('ends an async SQL Lab query failed with a message, never success without results', async () => {
    const api = client(t.app, token);
    const res = await api.post('/api/v1/sqllab/execute/', {
      database_id: await examplesId(t, token),
      sql: 'SELECT region FROM countries',
      client_id: 'rdown_async',
      runAsync: true,
    });
    // The job queue is in Redis too (docs/adr/0016): the query is refused at once with a 503 and
    // stored failed; a queue that took it would end it failed when its results cannot be kept.
    expect([202, 503], res.body).toContain(res.statusCode);
    if (res.statusCode === 503)
      expect(res.json().errors[0].message).toMatch(/queue \(Redis\) cannot be reached/);
    let q:
      | { id: string; state: string; errorMessage: string | null; resultsKey: string | null }
      | undefined;
    for (let i = 0; i < 100; i += 1) {
      q = (
        (await api.get('/api/v1/query/updated_since?q=(last_updated_ms:0)')).json()
          .result as (typeof q)[]
      ).find((x) => x!.id === 'rdown_async');
      if (q && q.state !== 'pending' && q.state !== 'running') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(q).toMatchObject({ state: 'failed', resultsKey: null });
    expect(q!.errorMessage).toMatch(
      res.statusCode === 503
        ? /queue \(Redis\) cannot be reached/
        : /results backend is unavailable/,
    );
  });
});

describe('Redis configured but down: async chart data', () => {
  let t: TestApp;
  let token = '';
  let cookie = '';
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
  beforeAll(async () => {
    t = await createTestApp({ ...ENV, SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true' });
    token = await tokenFor(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 503 with a message at once, and the event channel too', async () => {
    await call('GET', '/api/v1/me/'); // picks up the async-token cookie
    expect(cookie).toMatch(/^async-token=/);
    const started = Date.now();
    const res = await call('POST', '/api/v1/chart/data', chartBody(await countriesId(t, token)));
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ message: expect.stringMatching(/Redis|unavailable/i) });
    expect(Date.now() - started).toBeLessThan(1500);
    const events = await call('GET', '/api/v1/async_event/');
    expect(events.statusCode, events.body).toBe(503);
    expect(events.json()).toEqual({ message: expect.stringMatching(/Redis|unavailable/i) });
  });
});
