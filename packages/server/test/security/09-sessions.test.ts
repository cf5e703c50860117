import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../pg-database.ts';
import {
  ADMIN_PASSWORD,
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../test-app.ts';

const stores = [['SQLite', null], ...(PG_URL ? [['PostgreSQL', PG_URL]] : [])] as [
  string,
  string | null,
][];

describe.each(stores)('revoking sessions and tokens (#13 point 9, %s metadata)', (_name, pgUrl) => {
  let t: TestApp;
  let dropPg: (() => Promise<void>) | null = null;
  let admin: string;
  beforeAll(async () => {
    const pg = pgUrl ? await createTempPgDatabase(pgUrl, 'sl_sessions') : null;
    dropPg = pg?.drop ?? null;
    t = await createTestApp(pg ? { SIGHTLINE_METADATA_URL: pg.url } : {});
    admin = await tokenFor(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await dropPg?.();
  });

  const cookieLogin = async (username: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/',
      payload: { username, password },
    });
    expect(res.statusCode).toBe(200);
    return `session=${res.cookies.find((c) => c.name === 'session')!.value}`;
  };
  const meWithCookie = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } });
  const meWithToken = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${token}` },
    });
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/security/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
  const restLogin = async (username: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { username, password, provider: 'db', refresh: true },
      })
    ).json() as { access_token: string; refresh_token: string };

  it("logout revokes the old cookie, a copy of it, and the user's tokens", async () => {
    const u = await userWithRole(t, admin, `leaver_${_name}`, 'Gamma');
    const cookie = await cookieLogin(`leaver_${_name}`, 'password-123');
    const { access_token, refresh_token } = await restLogin(`leaver_${_name}`, 'password-123');
    expect((await meWithCookie(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'GET', url: '/logout/', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.cookies.find((c) => c.name === 'session')?.value).toBe('');
    // The browser dropped the cookie; a copy taken before logout must not work either.
    expect((await meWithCookie(cookie)).json()).toEqual({ message: 'Not authorized' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/database/',
          headers: { authorization: `Bearer ${access_token}` },
        })
      ).json(),
    ).toEqual({ msg: 'Token has been revoked' });
    expect((await meWithToken(u.token)).statusCode).toBe(401);
    const r = await refresh(refresh_token);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ msg: 'Token has been revoked' });
    // Logging in again works.
    expect(
      (await meWithCookie(await cookieLogin(`leaver_${_name}`, 'password-123'))).statusCode,
    ).toBe(200);
  });

  it('a password change through /api/v1/me/ revokes older tokens; the changing browser stays logged in', async () => {
    await userWithRole(t, admin, `changer_${_name}`, 'Gamma');
    const name = `changer_${_name}`;
    const otherBrowser = await cookieLogin(name, 'password-123');
    const { access_token, refresh_token } = await restLogin(name, 'password-123');
    const cookie = await cookieLogin(name, 'password-123');
    const csrf = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/security/csrf_token/',
        headers: { cookie },
      })
    ).json().result;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/',
      headers: { cookie, 'x-csrftoken': csrf },
      payload: { password: 'a-new-password-1' },
    });
    expect(res.statusCode).toBe(200);
    const renewed = `session=${res.cookies.find((c) => c.name === 'session')!.value}`;
    expect((await meWithCookie(renewed)).json().result.username).toBe(name);
    // Same session id: the CSRF token fetched before the change still works.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/',
      headers: { cookie: renewed, 'x-csrftoken': csrf },
      payload: { first_name: 'Renamed' },
    });
    expect(put.json().result.first_name).toBe('Renamed');
    for (const old of [cookie, otherBrowser])
      expect((await meWithCookie(old)).statusCode).toBe(401);
    expect((await meWithToken(access_token)).statusCode).toBe(401);
    expect((await refresh(refresh_token)).json()).toEqual({ msg: 'Token has been revoked' });
    expect(await tokenFor(t.app, name, 'a-new-password-1')).toBeTruthy();
  });

  it("an admin resetting a password or deactivating a user revokes that user's tokens", async () => {
    const u = await userWithRole(t, admin, `managed_${_name}`, 'Gamma');
    const cookie = await cookieLogin(`managed_${_name}`, 'password-123');
    const api = client(t.app, admin);
    expect(
      (await api.put(`/api/v1/security/users/${u.id}`, { password: 'reset-by-admin-1' }))
        .statusCode,
    ).toBe(200);
    expect((await meWithToken(u.token)).statusCode).toBe(401);
    expect((await meWithCookie(cookie)).statusCode).toBe(401);

    const token = await tokenFor(t.app, `managed_${_name}`, 'reset-by-admin-1');
    expect((await meWithToken(token)).statusCode).toBe(200);
    expect((await api.put(`/api/v1/security/users/${u.id}`, { active: false })).statusCode).toBe(
      200,
    );
    expect((await api.put(`/api/v1/security/users/${u.id}`, { active: true })).statusCode).toBe(
      200,
    );
    // Reactivated, but the token from before the deactivation stays dead.
    expect((await meWithToken(token)).statusCode).toBe(401);
    expect(
      (await meWithToken(await tokenFor(t.app, `managed_${_name}`, 'reset-by-admin-1'))).statusCode,
    ).toBe(200);
  });

  it('other users keep their sessions, and renaming a user revokes nothing', async () => {
    const u = await userWithRole(t, admin, `bystander_${_name}`, 'Gamma');
    expect(
      (await client(t.app, admin).put(`/api/v1/security/users/${u.id}`, { first_name: 'Still' }))
        .statusCode,
    ).toBe(200);
    expect((await meWithToken(u.token)).json().result.first_name).toBe('Still');
    expect((await meWithToken(admin)).statusCode).toBe(200);
    expect(await tokenFor(t.app, 'admin', ADMIN_PASSWORD)).toBeTruthy();
  });
});
