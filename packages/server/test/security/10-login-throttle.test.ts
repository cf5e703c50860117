import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security/passwords.ts';
import { REDIS_URL } from '../pg-database.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.ts';

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function loginAs(t: TestApp) {
  return (username: string, password: string, ip?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username, password, provider: 'db' },
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });
}

describe('login throttling per username and per address (#13 point 10)', () => {
  let t: TestApp;
  let login: ReturnType<typeof loginAs>;
  beforeAll(async () => {
    t = await createTestApp({
      SIGHTLINE_TRUSTED_PROXIES: '127.0.0.1',
      SIGHTLINE_LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '40',
    });
    login = loginAs(t);
    for (const u of ['target', 'colleague']) {
      await t.ctx.users.create({
        username: u,
        firstName: u,
        lastName: 'X',
        email: `${u}@x.io`,
        passwordHash: await hashPassword('right-password-1'),
      });
    }
  });
  afterAll(async () => t.close());

  it('lets the admin with the right password in after 25 failures for other usernames from the same address', async () => {
    const office = '203.0.113.7';
    for (let i = 0; i < 25; i += 1)
      expect((await login(`nobody${i % 5}x${i}`, 'guess', office)).statusCode).toBe(401);
    const res = await login('admin', ADMIN_PASSWORD, office);
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toBeTruthy();
  });

  it('locks a username after 5 consecutive failures from any addresses, without locking its neighbours', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('target', `wrong${i}`, randomIp())).statusCode).toBe(401);
    const locked = await login('TARGET', 'right-password-1', randomIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /^Too many failed login attempts\. Try again in \d+ seconds\.$/,
    );
    const retry = Number(locked.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(300);
    expect((await login('colleague', 'right-password-1', randomIp())).statusCode).toBe(200);
  });

  it('counts consecutive failures: a success starts the count again', async () => {
    const ip = randomIp();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1)
        expect((await login('colleague', 'nope', ip)).statusCode).toBe(401);
      expect((await login('colleague', 'right-password-1', ip)).statusCode).toBe(200);
    }
  });

  it('refuses an address past its own, higher limit, for every username', async () => {
    const attacker = '198.51.100.23';
    for (let i = 0; i < 40; i += 1)
      expect((await login(`spray${i}`, 'guess', attacker)).statusCode).toBe(401);
    const blocked = await login('admin', ADMIN_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('admin', ADMIN_PASSWORD, '198.51.100.24')).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For only from trusted proxies', () => {
  it('ignores X-Forwarded-For without SIGHTLINE_TRUSTED_PROXIES: rotating it does not dodge the address limit', async () => {
    const t = await createTestApp({ SIGHTLINE_LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '6' });
    try {
      const login = loginAs(t);
      for (let i = 0; i < 6; i += 1)
        expect((await login(`rot${i}`, 'guess', randomIp())).statusCode).toBe(401);
      expect((await login('admin', ADMIN_PASSWORD, randomIp())).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('takes the client address from a trusted proxy, and the protocol for Secure cookies', async () => {
    const t = await createTestApp({
      SIGHTLINE_TRUSTED_PROXIES: '127.0.0.0/8, ::1',
      SIGHTLINE_LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '6',
    });
    try {
      const login = loginAs(t);
      for (let i = 0; i < 6; i += 1)
        expect((await login(`rot${i}`, 'guess', '192.0.2.1')).statusCode).toBe(401);
      expect((await login('admin', ADMIN_PASSWORD, '192.0.2.1')).statusCode).toBe(429);
      expect((await login('admin', ADMIN_PASSWORD, '192.0.2.2')).statusCode).toBe(200);
      const https = await t.app.inject({
        method: 'POST',
        url: '/login/',
        headers: { 'x-forwarded-for': '192.0.2.3', 'x-forwarded-proto': 'https' },
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(https.cookies.find((c) => c.name === 'session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!REDIS_URL)('counters in Redis (SIGHTLINE_REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      SIGHTLINE_REDIS_URL: REDIS_URL,
      SIGHTLINE_TRUSTED_PROXIES: '127.0.0.1',
      SIGHTLINE_LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '8',
    };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => Promise.all([a?.close(), b?.close()]));

  it('two web processes see the same per-username counter', async () => {
    const name = `shared_${randomBytes(6).toString('hex')}`;
    for (const t of [a, b])
      await t.ctx.users.create({
        username: name,
        firstName: 'S',
        lastName: 'S',
        email: `${name}@x.io`,
        passwordHash: null,
      });
    for (let i = 0; i < 3; i += 1)
      expect((await loginAs(a)(name, 'bad', randomIp())).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1)
      expect((await loginAs(b)(name, 'bad', randomIp())).statusCode).toBe(401);
    // 5 failures in all: both processes now refuse the username.
    expect((await loginAs(a)(name, 'bad', randomIp())).statusCode).toBe(429);
    expect((await loginAs(b)(name, 'bad', randomIp())).statusCode).toBe(429);
  });

  it('two web processes see the same per-address counter', async () => {
    const ip = randomIp();
    for (let i = 0; i < 8; i += 1)
      expect(
        (await loginAs(i % 2 ? a : b)(`addr_${randomBytes(4).toString('hex')}`, 'bad', ip))
          .statusCode,
      ).toBe(401);
    expect((await loginAs(a)('admin', ADMIN_PASSWORD, ip)).statusCode).toBe(429);
    expect((await loginAs(b)('admin', ADMIN_PASSWORD, ip)).statusCode).toBe(429);
  });
});
