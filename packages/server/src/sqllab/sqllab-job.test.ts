import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, type TestApp } from '../../test/test-app.ts';
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
