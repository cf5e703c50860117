import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.ts';

const INLINE = '\n      window.__early = { at: Date.now() };\n    ';
const INDEX = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const inlineHash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;

/** CSP as a map of directive -> sources. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers (#13 point 11)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sl-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await createTestApp({ SIGHTLINE_WEB_DIST: dist, SIGHTLINE_TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a CSP that allows the shell's inline script by hash and nothing evaluated", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/superset/dashboard/1/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", inlineHash]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // antd's CSS-in-JS and Leaflet need inline styles; tiles and exports need https:, data: and blob: images.
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']),
    );
    expect(String(res.headers['content-security-policy'])).not.toMatch(
      /unsafe-eval|upgrade-insecure-requests/,
    );
  });

  it('sends nosniff, a Referrer-Policy and same-origin framing on pages and API answers', async () => {
    for (const url of ['/', '/api/v1/me/', '/api/v1/security/login']) {
      const res = await t.app.inject({
        method: url.endsWith('login') ? 'POST' : 'GET',
        url,
        payload: url.endsWith('login') ? {} : undefined,
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(csp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    }
  });

  it('lets other sites frame the embedded paths only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/embedded/abc-123' });
    expect(res.headers['x-frame-options']).toBeUndefined();
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toBeUndefined();
    expect(policy['script-src']).toEqual(["'self'", inlineHash]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await t.app.inject({ method: 'GET', url: '/embeddedx/1' })).headers['x-frame-options'],
    ).toBe('SAMEORIGIN');
  });

  it('marks the session cookie Secure only when the request came over HTTPS through a trusted proxy', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/login/',
        headers,
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
    const viaTls = (
      await post({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.10' })
    ).cookies.find((c) => c.name === 'session');
    expect(viaTls).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const plain = (await post({})).cookies.find((c) => c.name === 'session');
    expect(plain?.secure).toBeUndefined();
  });
});

describe('configurable embedded paths and untrusted proxies', () => {
  it('frames only SIGHTLINE_EMBEDDED_PATHS and ignores X-Forwarded-Proto from an untrusted peer', async () => {
    const t = await createTestApp({ SIGHTLINE_EMBEDDED_PATHS: '/public-embed/' });
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: '/public-embed/7' })).headers['x-frame-options'],
      ).toBeUndefined();
      const embedded = await t.app.inject({ method: 'GET', url: '/embedded/7' });
      expect(embedded.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(csp(embedded.headers['content-security-policy'])['frame-ancestors']).toEqual([
        "'self'",
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/login/',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'admin', password: ADMIN_PASSWORD },
      });
      expect(res.cookies.find((c) => c.name === 'session')?.secure).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
