import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGHTLINE_LOGIN_MAX_ATTEMPTS: '3' });
});
afterAll(async () => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/security/login',
    payload: payload as string,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('POST /api/v1/security/login', () => {
  it('returns an access token (sub = user id as a string, fresh) and a refresh token on request', async () => {
    const res = await login({
      username: 'admin',
      password: ADMIN_PASSWORD,
      provider: 'db',
      refresh: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(decodeJwt(body.access_token)).toMatchObject({ sub: '1', fresh: true, type: 'access' });
    expect(decodeJwt(body.refresh_token)).toMatchObject({ sub: '1', type: 'refresh' });
    const me = await client(t.app, body.access_token).get('/api/v1/me/');
    expect(me.json().result).toMatchObject({
      id: 1,
      username: 'admin',
      is_active: true,
      is_anonymous: false,
    });
  });

  it('answers 401 Not authorized for wrong credentials and 400 for bad bodies', async () => {
    expect((await login({ username: 'admin', password: 'nope', provider: 'db' })).json()).toEqual({
      message: 'Not authorized',
    });
    expect((await login({ username: 'ghost', password: 'x' })).statusCode).toBe(401);
    const notJson = await login('{"username": "admin", ', {});
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'Request payload is not JSON' });
    const missing = await login({ username: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message.password).toEqual(['Missing data for required field.']);
    expect((await login({ username: 'admin', password: '\0\0' })).statusCode).toBe(400);
    expect((await login({ username: 'admin', password: 42 })).json().message.password[0]).toMatch(
      /Not a valid string/,
    );
    expect((await login({ username: 'admin', password: 'x', provider: 'ldap' })).statusCode).toBe(
      400,
    );
  });

  it('throttles repeated failures, even for the right password afterwards', async () => {
    const headers = { 'x-forwarded-for': '10.0.0.9' };
    await t.ctx.users.create({
      username: 'victim',
      firstName: 'V',
      lastName: 'V',
      email: 'v@x.io',
      passwordHash: null,
    });
    for (let i = 0; i < 3; i += 1)
      expect((await login({ username: 'victim', password: `bad${i}` }, headers)).statusCode).toBe(
        401,
      );
    const blocked = await login({ username: 'victim', password: 'whatever' }, headers);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('tokens', () => {
  it('refreshes with a refresh token only', async () => {
    const { refresh_token, access_token } = (
      await login({ username: 'admin', password: ADMIN_PASSWORD, refresh: true })
    ).json();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(decodeJwt(ok.json().access_token)).toMatchObject({ sub: '1', fresh: false });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ msg: 'Only refresh tokens are allowed' });
  });

  it('answers protected routes with the flask-jwt-extended 401 bodies', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/database/' })).json()).toEqual({
      msg: 'Missing Authorization Header',
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/database/',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ msg: 'Invalid token' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/' })).json()).toEqual({
      message: 'Not authorized',
    });
  });
});

describe('browser session and CSRF', () => {
  const cookieLogin = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    return `session=${cookie.value}`;
  };

  it('logs in with a form post and redirects', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${ADMIN_PASSWORD}&next=%2Ftablemodelview%2Flist%2F`,
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/tablemodelview/list/');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/login/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin&password=wrong',
    });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toMatch(/^\/login\//);
  });

  it('requires a CSRF token on cookie-authenticated mutations, and none with a bearer token', async () => {
    const cookie = await cookieLogin();
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/roles/', headers: { cookie } });
    expect(me.json().result.roles.Admin).toContainEqual(['can_write', 'Database']);
    const payload = { database_name: 'x', sqlalchemy_uri: 'nope://' };
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: { cookie },
      payload,
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors[0]).toMatchObject({
      message: '400 Bad Request: The CSRF token is missing.',
      error_type: 'GENERIC_BACKEND_ERROR',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: { cookie, 'x-csrftoken': '1.abc' },
      payload,
    });
    expect(wrong.json().errors[0].message).toMatch(/CSRF token is invalid/);
    const token = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/security/csrf_token/',
        headers: { cookie },
      })
    ).json().result;
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/database/',
      headers: { cookie, 'x-csrftoken': token },
      payload,
    });
    expect(withToken.statusCode).toBe(400); // past CSRF: now the URI itself is refused
    expect(withToken.json().message.sqlalchemy_uri[0]).toMatch(/Could not load database driver/);
    // A token minted for another session is refused.
    const other = await cookieLogin();
    const otherToken = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/security/csrf_token/',
        headers: { cookie: other },
      })
    ).json().result;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/database/',
          headers: { cookie, 'x-csrftoken': otherToken },
          payload,
        })
      ).json().errors[0].message,
    ).toMatch(/CSRF/);
    const bearer = await client(t.app, await tokenFor(t.app)).post('/api/v1/database/', payload);
    expect(bearer.statusCode).toBe(400);
    expect(bearer.json().message.sqlalchemy_uri).toBeDefined();
  });

  it('logs out by clearing the cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/logout/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login/');
    expect(res.cookies.find((c) => c.name === 'session')?.value).toBe('');
  });
});

describe('users, roles and permissions', () => {
  it('has the built-in roles; admin is any role named admin in any case', async () => {
    const admin = client(t.app, await tokenFor(t.app));
    const names = (await admin.get('/api/v1/security/roles/'))
      .json()
      .result.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Admin', 'Alpha', 'Gamma', 'Public', 'sql_lab']));
    const created = await admin.post('/api/v1/security/roles/', { name: 'ADMIN' });
    expect(created.statusCode).toBe(201);
    const user = await admin.post('/api/v1/security/users/', {
      username: 'boss',
      first_name: 'B',
      last_name: 'Oss',
      email: 'boss@x.io',
      password: 'password-123',
      roles: [created.json().id],
    });
    expect(user.statusCode).toBe(201);
    expect(user.json().result.password).toBeUndefined();
    const boss = client(t.app, await tokenFor(t.app, 'boss', 'password-123'));
    expect((await boss.get('/api/v1/security/users/')).statusCode).toBe(200);
  });

  it('refuses Gamma on admin and write routes with 403 Forbidden', async () => {
    const admin = await tokenFor(t.app);
    const gamma = await userWithRole(t, admin, 'gina', 'Gamma');
    expect((await gamma.api.get('/api/v1/security/users/')).json()).toEqual({
      message: 'Forbidden',
    });
    expect(
      (
        await gamma.api.post('/api/v1/database/', {
          database_name: 'x',
          sqlalchemy_uri: 'sqlite://',
        })
      ).statusCode,
    ).toBe(403);
    const roles = (await gamma.api.get('/api/v1/me/roles/')).json().result.roles;
    expect(roles.Gamma).toContainEqual(['can_read', 'Dataset']);
    expect(roles.Gamma).not.toContainEqual(['can_write', 'Database']);
  });

  it('validates user payloads: duplicates 422, bad types 400, unknown roles 422', async () => {
    const admin = client(t.app, await tokenFor(t.app));
    const base = {
      username: 'dup',
      first_name: 'D',
      last_name: 'U',
      email: 'dup@x.io',
      password: 'password-123',
    };
    expect((await admin.post('/api/v1/security/users/', base)).statusCode).toBe(201);
    const dup = await admin.post('/api/v1/security/users/', {
      ...base,
      email: 'other@x.io',
      username: 'DUP',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message.username).toEqual(['Username already exists']);
    expect(
      (
        await admin.post('/api/v1/security/users/', {
          ...base,
          username: 'x',
          email: 'not-an-email',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await admin.post('/api/v1/security/users/', {
          ...base,
          username: 'y',
          email: 'y@x.io',
          roles: [999],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await admin.post('/api/v1/security/users/', {
          ...base,
          username: 'z',
          email: 'z@x.io',
          password: 'short',
        })
      ).json().message.password[0],
    ).toMatch(/8 characters/);
    expect((await admin.get('/api/v1/security/users/99999')).statusCode).toBe(404);
    const listed = (
      await admin.get(
        '/api/v1/security/users/?q=(filters:!((col:username,opr:sw,value:du)),columns:!(id,username))',
      )
    ).json();
    expect(listed).toMatchObject({ count: 1, result: [{ username: 'dup' }] });
    expect(Object.keys(listed.result[0]).sort()).toEqual(['id', 'username']);
    expect((await admin.get('/api/v1/security/users/?q=(order_column:password)')).statusCode).toBe(
      400,
    );
    const admins = (
      await admin.get(
        '/api/v1/security/users/?q=(filters:!((col:roles,opr:rel_m_m,value:1)),order_column:username,order_direction:desc)',
      )
    ).json();
    expect(admins.result.map((u: { username: string }) => u.username)).toContain('admin');
    expect((await admin.get('/api/v1/security/users/abc')).statusCode).toBe(404);
  });

  it('lets a user change their own name and password', async () => {
    const admin = await tokenFor(t.app);
    const u = await userWithRole(t, admin, 'selfie', 'Alpha');
    expect((await u.api.put('/api/v1/me/', {})).json()).toEqual({
      message: 'At least one field must be provided.',
    });
    const res = await u.api.put('/api/v1/me/', { first_name: 'Selma', password: 'new-password-1' });
    expect(res.json().result.first_name).toBe('Selma');
    expect(await tokenFor(t.app, 'selfie', 'new-password-1')).toBeTruthy();
  });
});
