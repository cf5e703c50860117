import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { AppContext } from '../src/context.ts';

export const ADMIN_PASSWORD = 'admin-test-password';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

/** A fully bootstrapped app on a temp data dir (SQLite metadata unless `env` says otherwise). */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SIGHTLINE_DATA_DIR: dataDir,
      SIGHTLINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SIGHTLINE_LOAD_EXAMPLES: 'false',
      ...env,
    }),
    ...overrides,
  };
  const { ctx } = await bootstrap(config, () => undefined);
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    dataDir,
    async close() {
      await app.close();
      await ctx.connections.closeAll();
      await ctx.cacheStore.close();
      await ctx.store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in through the REST API and returns an access token. */
export async function tokenFor(
  app: FastifyInstance,
  username = 'admin',
  password = ADMIN_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: { username, password, provider: 'db' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

/** A small client bound to a bearer token. */
export function client(app: FastifyInstance, token: string) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload?: unknown) => call('PUT', url, payload ?? {}),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Creates a user with the given built-in role and returns a client for them. */
export async function userWithRole(t: TestApp, adminToken: string, username: string, role: string) {
  const roles = (await client(t.app, adminToken).get('/api/v1/security/roles/')).json().result as {
    id: number;
    name: string;
  }[];
  const roleId = roles.find((r) => r.name === role)!.id;
  const res = await client(t.app, adminToken).post('/api/v1/security/users/', {
    username,
    first_name: username,
    last_name: 'Tester',
    email: `${username}@example.com`,
    password: 'password-123',
    roles: [roleId],
  });
  if (res.statusCode !== 201) throw new Error(`user create failed: ${res.body}`);
  const token = await tokenFor(t.app, username, 'password-123');
  return { id: res.json().id as number, token, api: client(t.app, token) };
}
