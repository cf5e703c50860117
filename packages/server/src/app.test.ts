import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, type TestApp } from '../test/test-app.ts';
import { buildApp } from './app.ts';
import { createTempPgDatabase, PG_URL } from '../test/pg-database.ts';

const GARBAGE_IDS = [
  '1',
  '2',
  '0',
  '99999999999',
  '2147483648',
  'abc',
  '-1',
  '99999999999999999999',
  '1.5',
  '%00',
  "1'or'1",
  '%F0%9F%92%A9',
];
const GARBAGE_BODIES: unknown[] = [
  {},
  [],
  'plain',
  42,
  null,
  { a: null },
  { database: { $ne: 1 }, table_name: ['x'], sql: 7 },
  JSON.parse('{"__proto__":{"x":1}}'),
  { name: 'x'.repeat(5000) },
];
const GARBAGE_Q = [
  '(filters:!((col:id,opr:eq,value:abc)))',
  '(filters:!((col:owners,opr:rel_m_m,value:1e12)))',
  '(filters:!((col:database,opr:rel_o_m,value:x)))',
  "(filters:!((col:table_name,opr:eq,value:'a%00b')))",
  '',
  '(',
  '!(1,2',
  '(page:-5,page_size:abc)',
  '(filters:!((col:id,opr:eq)))',
  '%7B%22page%22%3A%22x%22%7D',
  "(filters:!((col:table_name,opr:ct,value:'%')))",
];

function robustness(
  name: string,
  env: () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>,
) {
  describe(`robustness (${name} metadata store)`, () => {
    let t: TestApp;
    let token: string;
    let cleanup: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      const e = await env();
      cleanup = e.cleanup;
      t = await createTestApp(e.env);
      token = await tokenFor(t.app);
      // Real objects behind id 1, so the sweep reaches past the 404s.
      const path = join(mkdtempSync(join(tmpdir(), 'sl-robust-')), 'r.db');
      const db = new Database(path);
      db.exec(
        "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, at TIMESTAMP); INSERT INTO t VALUES (1, 'a', '2024-01-01')",
      );
      db.close();
      const api = client(t.app, token);
      expect(
        (
          await api.post('/api/v1/database/', {
            database_name: 'r',
            sqlalchemy_uri: `sqlite:///${path}`,
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (await api.post('/api/v1/dataset/', { database: 1, schema: 'main', table_name: 't' }))
          .statusCode,
      ).toBe(201);
      expect(
        (
          await api.post('/api/v1/dataset/', {
            database: 1,
            schema: 'main',
            table_name: 'v',
            sql: 'SELECT name FROM t',
          })
        ).statusCode,
      ).toBe(201);
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await cleanup();
    });

    it('answers no request built from garbage with a 5xx', async () => {
      const failures: string[] = [];
      const routes = t.app.routeList.filter(
        (r) => !/^\/(login|logout)/.test(r.url) && r.url !== '*',
      );
      expect(routes.length).toBeGreaterThan(40);
      for (const route of routes) {
        for (const id of GARBAGE_IDS.slice(0, route.url.includes(':') ? GARBAGE_IDS.length : 1)) {
          const url = route.url.replace(/:[a-z_]+/g, id);
          const bodies =
            route.method === 'GET' || route.method === 'DELETE' ? [undefined] : GARBAGE_BODIES;
          for (const body of bodies) {
            for (const q of route.method === 'GET' || route.method === 'DELETE'
              ? GARBAGE_Q
              : ['']) {
              const res = await t.app.inject({
                method: route.method as 'GET',
                url: q ? `${url}?q=${q}` : url,
                headers: { authorization: `Bearer ${token}` },
                ...(body !== undefined
                  ? {
                      payload: JSON.stringify(body),
                      headers: {
                        authorization: `Bearer ${token}`,
                        'content-type': 'application/json',
                      },
                    }
                  : {}),
              });
              if (res.statusCode >= 500)
                failures.push(
                  `${route.method} ${url}?q=${q} ${JSON.stringify(body)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
                );
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);

    it('answers an unexpected exception with 500 Fatal error, a request id and no stack trace', async () => {
      const app = await buildApp(t.ctx);
      app.get('/api/v1/boom', async () => {
        throw new Error('secret internals at /srv/app.ts:12');
      });
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/v1/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Fatal error', request_id: expect.any(String) });
      expect(res.body).not.toContain('secret internals');
      await app.close();
    });

    it('serves unknown API paths as 404 JSON', async () => {
      const res = await client(t.app, token).get('/api/v1/nothing/here');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    });
  });
}

robustness('SQLite', async () => ({ env: {}, cleanup: async () => undefined }));
if (PG_URL) {
  robustness('PostgreSQL', async () => {
    const db = await createTempPgDatabase(PG_URL, 'sl_robust');
    return { env: { SIGHTLINE_METADATA_URL: db.url }, cleanup: () => db.drop() };
  });
}
