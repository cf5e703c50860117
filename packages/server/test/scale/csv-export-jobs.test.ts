import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL, REDIS_URL } from '../pg-database.ts';
import { login, startSightline, type SightlineProcess } from './processes.ts';

const LISTENING = /Sightline is listening on (http:\/\/\S+)/;
const WORKING = /Sightline worker is running \(bullmq queue, worker (\w+)\)/;
const PASSWORD = 'csv-export-jobs-password';
const N = 3000;

// A `--no-worker` web process and a `worker` process sharing PostgreSQL, Redis and a data dir.
describe('CSV export jobs across real processes', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let web: SightlineProcess;
  let worker: SightlineProcess;
  let dataDir: string;
  let url: string;
  let token: string;
  let cookie = '';
  let metaUrl: string;
  let env: Record<string, string>;

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.get('set-cookie')?.match(/async-token=[^;]+/);
    if (set) cookie = set[0];
    return res;
  };

  /** The job's last `done` or `error` event, polled for up to `ms`. */
  const finished = async (jobId: string, seen: Set<string> = new Set(), ms = 30_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const events = (await (await call('GET', '/api/v1/async_event/')).json()) as {
        result: { job_id: string; status: string; result_url: string | null }[];
      };
      for (const e of events.result) if (e.job_id === jobId) seen.add(e.status);
      const last = events.result.find(
        (e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error'),
      );
      if (last) return last;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no done event for ${jobId}; seen ${[...seen].join(', ')}`);
  };

  const csvLines = async (resultUrl: string) =>
    (await (await call('GET', resultUrl)).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);

  beforeAll(async () => {
    const meta = await createTempPgDatabase(PG_URL, 'sightline_csvjobs');
    cleanups.push(() => meta.drop());
    const c = new pg.Client({ connectionString: meta.url });
    await c.connect();
    await c.query(`CREATE TABLE big AS SELECT g AS n FROM generate_series(1, ${N}) g`);
    // slow_n(n) is n, slowly while ctl.slow is set: an export that runs long enough to be caught.
    await c.query(`CREATE TABLE ctl AS SELECT false AS slow`);
    await c.query(`CREATE FUNCTION slow_n(n int) RETURNS int VOLATILE LANGUAGE plpgsql AS $$
      BEGIN IF (SELECT slow FROM ctl) THEN PERFORM pg_sleep(0.004); END IF; RETURN n; END $$`);
    await c.end();
    metaUrl = meta.url;
    dataDir = mkdtempSync(join(tmpdir(), 'sightline-csvjobs-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env = {
      SIGHTLINE_DATA_DIR: dataDir,
      SIGHTLINE_SECRET_KEY: 'csv-export-jobs-secret-key-0123456789',
      SIGHTLINE_ADMIN_PASSWORD: PASSWORD,
      SIGHTLINE_LOAD_EXAMPLES: 'false',
      SIGHTLINE_METADATA_URL: meta.url,
      SIGHTLINE_REDIS_URL: REDIS_URL,
      SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true',
      SIGHTLINE_ASYNC_EXPORT_ROWS: '1000',
      SIGHTLINE_QUEUE_NAME: `csvjobs-${process.pid}-${Date.now()}`,
      SIGHTLINE_WORKER_DRAIN_SECONDS: '1',
    };
    web = await startSightline(['start', '--no-worker'], env, LISTENING);
    cleanups.push(() => web.stop());
    worker = await startSightline(['worker'], env, WORKING);
    cleanups.push(() => worker.stop());
    url = web.ready[1]!;
    token = await login(url, 'admin', PASSWORD);
    const db = await call('POST', '/api/v1/database/', {
      database_name: 'meta',
      sqlalchemy_uri: meta.url,
    });
    expect(db.status).toBe(201);
    const { id } = (await db.json()) as { id: number };
    const run = await call('POST', '/api/v1/sqllab/execute/', {
      database_id: id,
      sql: 'SELECT n FROM big ORDER BY n',
      client_id: 'bigproc',
      queryLimit: 100000,
    });
    expect(run.status).toBe(200);
    const slow = await call('POST', '/api/v1/sqllab/execute/', {
      database_id: id,
      sql: 'SELECT slow_n(n) AS n FROM big ORDER BY n',
      client_id: 'slowproc',
      queryLimit: 100000,
    });
    expect(slow.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 60_000);

  it('the worker process writes the file; the web process serves it', async () => {
    const res = await call('GET', '/api/v1/sqllab/export/bigproc/');
    expect(res.status).toBe(202);
    const { job_id } = (await res.json()) as { job_id: string };
    let resultUrl: string | null = null;
    for (let i = 0; i < 200 && !resultUrl; i++) {
      const events = (await (await call('GET', '/api/v1/async_event/')).json()) as {
        result: { job_id: string; status: string; result_url: string | null }[];
      };
      const done = events.result.find(
        (e) => e.job_id === job_id && (e.status === 'done' || e.status === 'error'),
      );
      if (done?.status === 'error') throw new Error(JSON.stringify(done));
      if (done?.status === 'done') resultUrl = done.result_url;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(resultUrl).toMatch(/^\/api\/v1\/sqllab\/export_file\//);
    const fileId = resultUrl!.split('/').at(-1)!;
    const meta = JSON.parse(readFileSync(join(dataDir, 'exports', `${fileId}.json`), 'utf8'));
    expect(meta.workerId).toBe(worker.ready[1]);
    const file = await call('GET', resultUrl!);
    expect(file.status).toBe(200);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(N + 1);
    expect([lines[0], lines[1], lines[N]]).toEqual(['n', '1', String(N)]);
  }, 60_000);

  it('a worker stopped mid-export hands the job back: another worker writes the whole file', async () => {
    const ctl = new pg.Client({ connectionString: metaUrl });
    await ctl.connect();
    try {
      await ctl.query('UPDATE ctl SET slow = true');
      const res = await call('GET', '/api/v1/sqllab/export/slowproc/');
      expect(res.status).toBe(202);
      const { job_id } = (await res.json()) as { job_id: string };
      // Wait until the worker runs it and the database is busy with it.
      const seen = new Set<string>();
      for (let i = 0; i < 200 && !seen.has('running'); i++) {
        const events = (await (await call('GET', '/api/v1/async_event/')).json()) as {
          result: { job_id: string; status: string }[];
        };
        for (const e of events.result) if (e.job_id === job_id) seen.add(e.status);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen.has('running')).toBe(true);
      // SIGTERM with a 1 s drain: the export (about 12 s) cannot finish, so it goes back.
      await worker.stop(30_000);
      expect(worker.proc.exitCode).toBe(0);
      await ctl.query('UPDATE ctl SET slow = false');
      const second = await startSightline(['worker'], env, WORKING);
      cleanups.push(() => second.stop());
      const done = await finished(job_id, seen);
      expect(done.status, JSON.stringify(done)).toBe('done');
      const fileId = done.result_url!.split('/').at(-1)!;
      const meta = JSON.parse(readFileSync(join(dataDir, 'exports', `${fileId}.json`), 'utf8'));
      expect(meta.workerId).toBe(second.ready[1]);
      const lines = await csvLines(done.result_url!);
      expect(lines).toHaveLength(N + 1);
      expect([lines[0], lines[1], lines[N]]).toEqual(['n', '1', String(N)]);
    } finally {
      await ctl.end();
    }
  }, 120_000);
});
