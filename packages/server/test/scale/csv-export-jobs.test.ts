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

  beforeAll(async () => {
    const meta = await createTempPgDatabase(PG_URL, 'sightline_csvjobs');
    cleanups.push(() => meta.drop());
    const c = new pg.Client({ connectionString: meta.url });
    await c.connect();
    await c.query(`CREATE TABLE big AS SELECT g AS n FROM generate_series(1, ${N}) g`);
    await c.end();
    dataDir = mkdtempSync(join(tmpdir(), 'sightline-csvjobs-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      SIGHTLINE_DATA_DIR: dataDir,
      SIGHTLINE_SECRET_KEY: 'csv-export-jobs-secret-key-0123456789',
      SIGHTLINE_ADMIN_PASSWORD: PASSWORD,
      SIGHTLINE_LOAD_EXAMPLES: 'false',
      SIGHTLINE_METADATA_URL: meta.url,
      SIGHTLINE_REDIS_URL: REDIS_URL,
      SIGHTLINE_GLOBAL_ASYNC_QUERIES: 'true',
      SIGHTLINE_ASYNC_EXPORT_ROWS: '1000',
      SIGHTLINE_QUEUE_NAME: `csvjobs-${process.pid}-${Date.now()}`,
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
});
