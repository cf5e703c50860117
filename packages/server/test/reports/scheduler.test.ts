import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportServiceOf } from '../../src/reports/report-service.ts';
import { createTempPgDatabase, PG_URL, REDIS_URL } from '../pg-database.ts';
import { login, startSightline, type SightlineProcess } from '../scale/processes.ts';
import { email, reportFixture, type ReportFixture } from './report-fixture.ts';

/**
 * The scheduler fires each scheduled time once. Crontabs here have a sixth, leading seconds field
 * (allowed only with SIGHTLINE_REPORTS_TEST_SECONDS_CRONTAB), so that several fires happen within
 * seconds instead of minutes; the real clock drives them (docs/adr/0019-reports.md).
 */
type Log = { state: string; scheduled_dttm: string; error_message: string | null };

/** Each fire time ran once: one Working and one Not triggered row per scheduled time. */
function expectOncePerFire(logs: Log[], periodMs: number): string[] {
  const byTime = new Map<string, string[]>();
  for (const l of logs)
    byTime.set(l.scheduled_dttm, [...(byTime.get(l.scheduled_dttm) ?? []), l.state]);
  for (const [time, states] of byTime)
    expect(states.sort(), `runs for ${time}`).toEqual(['Not triggered', 'Working']);
  const times = [...byTime.keys()].sort();
  for (let i = 1; i < times.length; i += 1) {
    const gap = Date.parse(times[i]!) - Date.parse(times[i - 1]!);
    expect(gap % periodMs, `${times[i - 1]} -> ${times[i]}`).toBe(0);
  }
  return times;
}

describe('in-process scheduler (croner, the embedded mode)', () => {
  let f: ReportFixture;
  beforeAll(async () => {
    f = await reportFixture({ SIGHTLINE_REPORTS_TEST_SECONDS_CRONTAB: 'true' });
    await reportServiceOf(f.t.ctx).start();
  }, 60_000);
  afterAll(() => f?.close());

  it('fires an active schedule once per second until it is deactivated, never before it is saved', async () => {
    const id = await f.create({
      type: 'Alert',
      name: 'Every second',
      crontab: '* * * * * *',
      database: f.dbId,
      sql: 'SELECT 0',
      validator_type: 'not null',
      chart: f.chartId,
      report_format: 'CSV',
      recipients: [email('never@example.com')],
    });
    await new Promise((r) => setTimeout(r, 3500));
    const put = await f.alpha.api.put(`/api/v1/report/${id}`, { active: false });
    expect(put.statusCode, put.body).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const before = (await f.logs(id)).length;
    const times = expectOncePerFire(await f.logs(id), 1000);
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.length).toBeLessThanOrEqual(5);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await f.logs(id)).length, 'no fire after deactivation').toBe(before);
  });
});

const LISTENING = /Sightline is listening on (http:\/\/\S+)/;
const PASSWORD = 'reports-admin-password';

describe.skipIf(!PG_URL || !REDIS_URL)('BullMQ job schedulers with two processes', () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let procs: SightlineProcess[] = [];
  let metaUrl = '';
  beforeAll(async () => {
    const meta = await createTempPgDatabase(PG_URL, 'sl_reports');
    cleanups.push(() => meta.drop());
    metaUrl = meta.url;
    const queue = `reports-test-${process.pid}-${Date.now()}`;
    const env = (i: number) => {
      const dataDir = mkdtempSync(join(tmpdir(), `sightline-reports-${i}-`));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return {
        SIGHTLINE_DATA_DIR: dataDir,
        SIGHTLINE_WEB_DIST: dataDir,
        SIGHTLINE_SECRET_KEY: 'reports-test-secret-key-0123456789abcdefgh',
        SIGHTLINE_ADMIN_PASSWORD: PASSWORD,
        SIGHTLINE_LOAD_EXAMPLES: 'false',
        SIGHTLINE_METADATA_URL: meta.url,
        SIGHTLINE_REDIS_URL: REDIS_URL,
        SIGHTLINE_QUEUE_NAME: queue,
        SIGHTLINE_REPORTS_TEST_SECONDS_CRONTAB: 'true',
      };
    };
    const started = await Promise.allSettled([
      startSightline(['start'], env(0), LISTENING, 120_000),
      startSightline(['start'], env(1), LISTENING, 120_000),
    ]);
    procs = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    cleanups.push(() => Promise.all(procs.map((p) => p.stop())));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  }, 150_000);
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 60_000);

  it('a schedule every two seconds runs exactly once per fire time with two workers up', async () => {
    const url = (i: number) => procs[i]!.ready[1]!;
    const token = await login(url(0), 'admin', PASSWORD);
    const call = async (i: number, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${url(i)}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const db = await call(0, 'POST', '/api/v1/database/', {
      database_name: 'meta',
      sqlalchemy_uri: metaUrl,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    const dash = await call(0, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Empty' });
    expect(dash.status).toBe(201);
    const created = await call(1, 'POST', '/api/v1/report/', {
      type: 'Alert',
      name: 'Every two seconds',
      crontab: '*/2 * * * * *',
      timezone: 'UTC',
      database: db.body.id,
      sql: 'SELECT 0',
      validator_type: 'not null',
      dashboard: dash.body.id,
      report_format: 'PNG',
      recipients: [email('never@example.com')],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const fires = async () => {
      const logs = await call(1, 'GET', `/api/v1/report/${id}/log/?q=(page_size:100)`);
      return new Set((logs.body.result as Log[]).map((l) => l.scheduled_dttm)).size;
    };
    // Three fires (6 s of schedule), then off; a fire in flight may still finish.
    await expect.poll(fires, { timeout: 15_000, interval: 250 }).toBeGreaterThanOrEqual(3);
    expect((await call(0, 'PUT', `/api/v1/report/${id}`, { active: false })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2500));
    const logs = await call(1, 'GET', `/api/v1/report/${id}/log/?q=(page_size:100)`);
    const times = expectOncePerFire(logs.body.result as Log[], 2000);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(times.length).toBeLessThanOrEqual(5);
  }, 40_000);
});
