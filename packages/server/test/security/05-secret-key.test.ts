import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { bootstrap } from '../../src/bootstrap.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { SECRET_KEY_FILE } from '../../src/security/secret-key.ts';
import { ADMIN_PASSWORD, createTestApp, tokenFor, type TestApp } from '../test-app.ts';

// The key the source used to sign with when SIGHTLINE_SECRET_KEY was unset.
const OLD_DEFAULT_KEY = 'sightline-dev-secret-change-me';

/** An admin access token minted by someone who knows only a key, as TokenService derives it. */
async function forgeAdminToken(secretKey: string): Promise<string> {
  const key = createHash('sha256').update(`sightline:jwt:${secretKey}`).digest();
  return new SignJWT({ type: 'access', fresh: true, jti: 'forged' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

const me = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/me/',
    headers: { authorization: `Bearer ${token}` },
  });

describe('secret key without SIGHTLINE_SECRET_KEY (#13 point 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('generates a random key in the data dir, readable only by the owner, and uses it', async () => {
    const file = join(t.dataDir, SECRET_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = readFileSync(file, 'utf8').trim();
    expect(Buffer.byteLength(stored)).toBeGreaterThanOrEqual(32);
    expect(t.ctx.config.secretKey).toBe(stored);
    expect(t.ctx.config.asyncJwtSecret).toBe(stored);
    expect((await me(t, await forgeAdminToken(stored))).statusCode).toBe(200);
  });

  it('refuses a token signed with the key that used to be in the source', async () => {
    const res = await me(t, await forgeAdminToken(OLD_DEFAULT_KEY));
    expect(res.statusCode).toBe(401);
    const db = await t.app.inject({
      method: 'GET',
      url: '/api/v1/database/',
      headers: { authorization: `Bearer ${await forgeAdminToken(OLD_DEFAULT_KEY)}` },
    });
    expect(db.json()).toEqual({ msg: 'Signature verification failed' });
  });

  it('keeps the generated key across restarts, so sessions survive', async () => {
    const token = await tokenFor(t.app);
    const config = loadConfig({
      NODE_ENV: 'test',
      SIGHTLINE_DATA_DIR: t.dataDir,
      SIGHTLINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SIGHTLINE_LOAD_EXAMPLES: 'false',
    });
    const { ctx } = await bootstrap(config, () => undefined);
    const app = await buildApp(ctx);
    try {
      expect(ctx.config.secretKey).toBe(t.ctx.config.secretKey);
      const res = await app.inject({
        method: 'GET',
        url: '/api/v1/me/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json().result.username).toBe('admin');
    } finally {
      await app.close();
      await ctx.cacheStore.close();
      await ctx.store.close();
    }
  });

  it('gives two data dirs two different keys', async () => {
    const other = await createTestApp();
    try {
      expect(other.ctx.config.secretKey).not.toBe(t.ctx.config.secretKey);
      expect((await me(other, await tokenFor(t.app))).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('SIGHTLINE_SECRET_KEY', () => {
  it('refuses keys shorter than 32 bytes in every mode, with a clear message', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(() => loadConfig({ NODE_ENV, SIGHTLINE_SECRET_KEY: 'x'.repeat(31) })).toThrow(
        ConfigError,
      );
      expect(() => loadConfig({ NODE_ENV, SIGHTLINE_SECRET_KEY: OLD_DEFAULT_KEY })).toThrow(
        /SIGHTLINE_SECRET_KEY is too short: use at least 32 bytes/,
      );
      expect(() => loadConfig({ NODE_ENV, SIGHTLINE_ASYNC_JWT_SECRET: 'short' })).toThrow(
        /SIGHTLINE_ASYNC_JWT_SECRET is too short/,
      );
    }
    expect(
      loadConfig({ NODE_ENV: 'production', SIGHTLINE_SECRET_KEY: 'k'.repeat(32) }).secretKey,
    ).toBe('k'.repeat(32));
  });

  it('signs with the configured key and writes no key file', async () => {
    const key = 'an-explicit-test-secret-key-of-more-than-32-bytes';
    const t = await createTestApp({ SIGHTLINE_SECRET_KEY: key });
    try {
      expect(() => statSync(join(t.dataDir, SECRET_KEY_FILE))).toThrow();
      expect(t.ctx.config.asyncJwtSecret).toBe(key);
      expect((await me(t, await forgeAdminToken(key))).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses a generated key file that was truncated instead of signing with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-key-'));
    try {
      writeFileSync(join(dir, SECRET_KEY_FILE), 'short\n', { mode: 0o600 });
      await expect(
        bootstrap(
          loadConfig({ SIGHTLINE_DATA_DIR: dir, SIGHTLINE_LOAD_EXAMPLES: 'false' }),
          () => undefined,
        ),
      ).rejects.toThrow(/shorter than 32 bytes/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
