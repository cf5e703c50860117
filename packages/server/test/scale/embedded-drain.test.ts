import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectMetaStore } from '../../src/meta/connect.ts';
import { PG_URL } from '../pg-database.ts';
import { login, startSightline } from './processes.ts';

// Issue #15: "SIGTERM turned in-flight async queries into `stopped`". The embedded `start` (no Redis,
// the in-process queue) lets a running async SQL Lab query finish before it exits (docs/adr/0016).

const PASSWORD = 'drain-admin-password';
const LISTENING = /Sightline is listening on (http:\/\/\S+)/;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanups.reverse()) await fn();
}, 60_000);

describe.skipIf(!PG_URL)('SIGTERM of an embedded server', () => {
  it('lets a running async SQL Lab query finish (success, not stopped), then exits', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sightline-drain-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await startSightline(
      ['start'],
      {
        SIGHTLINE_DATA_DIR: dataDir,
        SIGHTLINE_WEB_DIST: dataDir,
        SIGHTLINE_ADMIN_PASSWORD: PASSWORD,
        SIGHTLINE_LOAD_EXAMPLES: 'false',
        SIGHTLINE_WORKER_DRAIN_SECONDS: '60',
      },
      LISTENING,
      300_000,
    );
    cleanups.push(() => server.stop());
    const url = server.ready[1]!;
    const token = await login(url, 'admin', PASSWORD);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const db = await post('/api/v1/database/', {
      database_name: 'pg',
      sqlalchemy_uri: PG_URL,
      expose_in_sqllab: true,
    });
    expect(db.status, JSON.stringify(db.body)).toBe(201);
    const run = await post('/api/v1/sqllab/execute/', {
      database_id: db.body.id,
      sql: 'SELECT 7 AS v FROM pg_sleep(4)',
      client_id: 'drain_emb',
      runAsync: true,
    });
    expect(run.status, JSON.stringify(run.body)).toBe(202);
    // Wait until it runs, then ask the server to stop.
    const end = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(`${url}/api/v1/query/updated_since?q=(last_updated_ms:0)`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const q = ((await res.json()) as { result: { id: string; state: string }[] }).result.find(
        (x) => x.id === 'drain_emb',
      );
      if (q?.state === 'running') break;
      if (Date.now() > end) throw new Error(`the query did not start: ${JSON.stringify(q)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    server.proc.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    const store = connectMetaStore({ sqlitePath: join(dataDir, 'sightline.db') });
    try {
      const q = await store.db
        .selectFrom('queries')
        .select(['status', 'rows', 'error_message'])
        .where('client_id', '=', 'drain_emb')
        .executeTakeFirstOrThrow();
      expect(q).toEqual({ status: 'success', rows: 1, error_message: null });
    } finally {
      await store.close();
    }
  }, 420_000);
});
