import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_URL } from '../../test/pg-database.ts';
import { client, createTestApp, tokenFor, type TestApp } from '../../test/test-app.ts';
import { JobHandBack } from '../jobs/queue.ts';
import type { QueryWrite } from '../meta/repos/queries-repo.ts';
import { nowMs } from './run-registry.ts';
import { runSqlLabJob, sweepOrphans } from './sqllab-job.ts';
import { createSqlLab, type SqlLab } from './sqllab-service.ts';

// docs/adr/0016 "No orphans" and "Retry rules", on the embedded (in-process) queue.
let t: TestApp;
let lab: SqlLab;
let dbId = 0;
let adminId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const api = client(t.app, await tokenFor(t.app));
  dbId = (
    await api.post('/api/v1/database/', { database_name: 'mem', sqlalchemy_uri: 'sqlite://' })
  ).json().id;
  adminId = (await t.ctx.users.findForLogin('admin'))!.id;
  // The routes built SQL Lab already: this is the same one (one per context).
  lab = createSqlLab(t.ctx, () => Promise.reject(new Error('not used')));
});
afterAll(async () => t.close());

async function storedQuery(clientId: string, patch: Partial<QueryWrite>): Promise<number> {
  return lab.queries.create({
    clientId,
    uuid: crypto.randomUUID(),
    databaseId: dbId,
    userId: adminId,
    status: 'running',
    tabName: null,
    sqlEditorId: null,
    catalog: null,
    schema: null,
    sql: 'SELECT 1',
    selectSql: null,
    executedSql: 'SELECT 1',
    limit: 10,
    limitingFactor: 'UNKNOWN',
    selectAsCta: false,
    selectAsCtaUsed: false,
    ctasMethod: null,
    tmpTableName: null,
    tmpSchemaName: null,
    progress: 0,
    rows: null,
    errorMessage: null,
    resultsKey: null,
    trackingUrl: null,
    startTime: nowMs(),
    startRunningTime: nowMs(),
    endTime: null,
    endResultBackendTime: null,
    extraJson: null,
    ...patch,
  });
}

describe('SQL Lab jobs and orphans (embedded)', () => {
  it('fails queries left pending or running past the async time limit, and leaves recent ones alone', async () => {
    const old = nowMs() - lab.settings.asyncTimeoutMs - 5 * 60_000;
    const lostRunning = await storedQuery('orph_run', { startTime: old });
    const lostPending = await storedQuery('orph_pend', { status: 'pending', startTime: old });
    const recent = await storedQuery('orph_new', {});
    const finished = await storedQuery('orph_done', { status: 'success', startTime: old });
    expect(await sweepOrphans(lab.env, null)).toBe(2);
    for (const id of [lostRunning, lostPending]) {
      const q = (await lab.queries.findById(id))!;
      expect(q.status).toBe('failed');
      expect(q.errorMessage).toMatch(/The query was lost/);
      expect(JSON.parse(q.extraJson!).errors[0].error_type).toBe('GENERIC_BACKEND_ERROR');
    }
    expect((await lab.queries.findById(recent))!.status).toBe('running');
    expect((await lab.queries.findById(finished))!.status).toBe('success');
    expect(await sweepOrphans(lab.env, null)).toBe(0);
  });

  it('a restarted job whose query is already running fails it instead of running it again', async () => {
    const id = await storedQuery('restarted', {});
    let opened = false;
    const env = {
      ...lab.env,
      open: async () => {
        opened = true;
        throw new Error('must not run again');
      },
    };
    await runSqlLabJob(
      env,
      { queryId: id, clientId: 'restarted', userId: adminId, script: null as never },
      {
        id: 'j',
        name: 'sqllab.execute',
        attempt: 1,
        finalAttempt: true,
        restarted: true,
        signal: new AbortController().signal,
      },
    );
    expect(opened).toBe(false);
    const q = (await lab.queries.findById(id))!;
    expect(q.status).toBe('failed');
    expect(q.errorMessage).toMatch(/worker running this query stopped unexpectedly/);
  });
});

describe.skipIf(!PG_URL)('a SQL Lab job handed back by a stopping worker', () => {
  const APP = `handback_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  it('cancels the statement in PostgreSQL and puts the query back to pending, not stopped', async () => {
    const api = client(t.app, await tokenFor(t.app));
    const pgId = (
      await api.post('/api/v1/database/', {
        database_name: 'pg-handback',
        // A connection name of its own: other tests run queries on this PostgreSQL too.
        sqlalchemy_uri: `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}application_name=${APP}`,
        expose_in_sqllab: true,
      })
    ).json().id as number;
    const id = await storedQuery('handback', { databaseId: pgId, status: 'pending' });
    const controller = new AbortController();
    const run = runSqlLabJob(
      lab.env,
      {
        queryId: id,
        clientId: 'handback',
        userId: adminId,
        script: {
          statements: ['SELECT pg_sleep(60) AS slept'],
          resultIndex: 0,
          selectSql: null,
          limit: 10,
          limitingFactor: 'UNKNOWN',
          ctas: null,
        },
      },
      {
        id: 'j',
        name: 'sqllab.execute',
        attempt: 1,
        finalAttempt: true,
        restarted: false,
        signal: controller.signal,
      },
    );
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      const active = async () =>
        (
          await admin.query(
            `SELECT pid FROM pg_stat_activity WHERE state = 'active' AND application_name = $1`,
            [APP],
          )
        ).rowCount ?? 0;
      const end = Date.now() + 30_000;
      while ((await lab.queries.statusOf(id)) !== 'running' || (await active()) === 0) {
        if (Date.now() > end) throw new Error('the query did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
      const started = Date.now();
      controller.abort(new JobHandBack());
      await expect(run).rejects.toBeInstanceOf(JobHandBack);
      expect(Date.now() - started).toBeLessThan(20_000); // not the 60 s of pg_sleep
      expect(await active()).toBe(0);
      const q = (await lab.queries.findById(id))!;
      expect(q.status).toBe('pending');
      expect(q.errorMessage).toBeNull();
    } finally {
      await admin.end();
    }
  }, 60_000);
});
