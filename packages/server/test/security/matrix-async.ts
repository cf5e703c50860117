import { buildUsers, expectStatus, type Users, type Who } from './matrix-fixture.ts';
import type { Cell, Outcome } from './matrix-rows.ts';

/** The async world: global async queries on, and one finished chart-data job of alphaA on `costs`. */
export interface AsyncWorld {
  u: Users;
  /** `/api/v1/chart/data/<cache_key>` of alphaA's job. */
  resultUrl: string;
  jobId: string;
  /** alphaA's `async-token` cookie, as another user might present it. */
  cookieOfA: string;
  close(): Promise<void>;
}

interface AsyncEvent {
  job_id: string;
  status: string;
  result_url: string | null;
}

async function eventsOf(
  u: Users,
  who: Who,
  cookie?: string,
): Promise<{ status: number; body: string; events: AsyncEvent[] }> {
  const c = u.as[who];
  const res = cookie
    ? await c.getWithCookie('/api/v1/async_event/', cookie)
    : await c.get('/api/v1/async_event/');
  const events =
    res.statusCode === 200 ? ((res.json() as { result: AsyncEvent[] }).result ?? []) : [];
  return { status: res.statusCode, body: res.body.slice(0, 300), events };
}

/** Builds the async world; alphaA's job reads `costs`, which Gamma may not read. */
export async function buildAsyncWorld(env: Record<string, string> = {}): Promise<AsyncWorld> {
  const u = await buildUsers({ SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true', ...env });
  const a = u.as.alphaA;
  await a.get('/api/v1/me/'); // every answer hands out the async-token cookie
  const body = {
    datasource: { id: u.costs, type: 'table' },
    force: true,
    queries: [
      {
        columns: ['item'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(cost)', label: 'total' }],
        row_limit: 10,
      },
    ],
  };
  const job = expectStatus(
    await a.post('/api/v1/chart/data', body),
    202,
    'async chart data',
  ).json() as { job_id: string };
  let done: AsyncEvent | undefined;
  for (let i = 0; i < 200 && !done; i += 1) {
    await new Promise((r) => setTimeout(r, 25));
    done = (await eventsOf(u, 'alphaA')).events.find(
      (e) => e.job_id === job.job_id && e.status === 'done',
    );
  }
  if (!done?.result_url) throw new Error('fixture: the async job did not finish');
  return {
    u,
    resultUrl: done.result_url,
    jobId: job.job_id,
    cookieOfA: a.asyncCookie(),
    close: u.close,
  };
}

/** Whether `who` sees alphaA's job on the events route, with its own cookie or with A's. */
const sightOfJob =
  (withCookieOfA: boolean) =>
  async (w: AsyncWorld, who: Who): Promise<Outcome> => {
    await w.u.as[who].get('/api/v1/me/'); // let the caller get its own cookie first
    const r = await eventsOf(w.u, who, withCookieOfA ? w.cookieOfA : undefined);
    return {
      status: r.status,
      body: r.body,
      ...(r.status === 200 ? { seen: r.events.some((e) => e.job_id === w.jobId) } : {}),
    };
  };

export interface AsyncRow {
  action: string;
  cells: [Cell, Cell, Cell, Cell, Cell, Cell];
  run: (w: AsyncWorld, who: Who) => Promise<Outcome>;
}

// prettier-ignore
export const ASYNC_ROWS: AsyncRow[] = [
  //                                                         anon gamma     A       B         sqllab    admin
  { action: "async: A's chart-data result by key (costs)",  cells: [401, 'deny',   'ok',   'deny',   403,      'deny'],     run: async (w, who) => {
    const res = await w.u.as[who].get(w.resultUrl);
    return { status: res.statusCode, body: res.body.slice(0, 300) };
  } },
  { action: "async: stop A's chart-data job (owner only)",  cells: [401, 'deny',   'ok',   'deny',   403,      'deny'],     run: async (w, who) => {
    const res = await w.u.as[who].delete(`/api/v1/chart/data/${w.jobId}`);
    return { status: res.statusCode, body: res.body.slice(0, 300) };
  } },
  { action: "async events: A's job on the own channel",     cells: [401, 'hidden', 'seen', 'hidden', 'hidden', 'hidden'], run: sightOfJob(false) },
  { action: "async events: A's job with A's cookie",        cells: [401, 'hidden', 'seen', 'hidden', 'hidden', 'hidden'], run: sightOfJob(true) },
];
