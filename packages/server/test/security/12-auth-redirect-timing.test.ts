import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security/passwords.ts';
import { safeNextPath } from '@sightline/core';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.ts';

const OFF_SITE = [
  '/\\evil.example',
  '//evil.example',
  '///evil.example',
  'https://evil.example',
  'http:/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%255Cevil.example',
  '/%2F/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\\\\evil.example',
  'javascript:alert(1)',
  ' /x',
  '',
];
const SAME_SITE = [
  '/',
  '/superset/dashboard/12/?standalone=1&native_filters_key=abc',
  '/explore/?form_data_key=x#top',
  '/sqllab/',
];

describe('open redirect on POST /login/ (#13 point 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGHTLINE_LOGIN_MAX_ATTEMPTS: '100' });
  });
  afterAll(async () => t.close());

  const formLogin = (next: string) =>
    t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: 'admin',
        password: ADMIN_PASSWORD,
        next,
      }).toString(),
    });

  it.each(OFF_SITE)('sends %j home instead of off-site', async (next) => {
    const res = await formLogin(next);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it.each(SAME_SITE)('follows the same-origin path %j', async (next) => {
    const res = await formLogin(next);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(next);
  });

  it('checks targets as a browser would resolve them', () => {
    for (const next of OFF_SITE) expect(safeNextPath(next)).toBe('/');
    for (const next of SAME_SITE) expect(safeNextPath(next)).toBe(next);
    expect(safeNextPath(42)).toBe('/');
    expect(safeNextPath('/a/%zz/b')).toBe('/a/%zz/b');
  });
});

describe('username timing (#13 point 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGHTLINE_LOGIN_MAX_ATTEMPTS: '100' });
    await t.ctx.users.create({
      username: 'dormant',
      firstName: 'D',
      lastName: 'D',
      email: 'd@x.io',
      passwordHash: await hashPassword('dormant-pass-1'),
      active: false,
    });
    await t.ctx.users.create({
      username: 'nopass',
      firstName: 'N',
      lastName: 'P',
      email: 'n@x.io',
      passwordHash: null,
    });
  });
  afterAll(async () => t.close());

  async function medianMs(username: string, password: string, tries = 7): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < tries; i += 1) {
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username, password },
      });
      times.push(performance.now() - started);
      expect(res.statusCode).toBe(401);
    }
    return times.sort((a, b) => a - b)[Math.floor(tries / 2)]!;
  }

  it('answers an unknown, inactive or password-less username about as slowly as a wrong password', async () => {
    await medianMs('ghost-warmup', 'x', 1);
    const known = await medianMs('admin', 'wrong-password');
    const unknown = await medianMs('no-such-user', 'wrong-password');
    const inactive = await medianMs('dormant', 'dormant-pass-1');
    const passwordless = await medianMs('nopass', 'anything');
    // Loose bound so that a busy machine cannot make it flaky: before, unknown users answered in ~1/6.
    for (const other of [unknown, inactive, passwordless])
      expect(other).toBeGreaterThanOrEqual(known * 0.4);
  });

  it('refuses an inactive user even with the right password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'dormant', password: 'dormant-pass-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authorized' });
  });
});
