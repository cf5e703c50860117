import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('built web files', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sightline-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    const file = join(dist, 'assets', 'index-AbC123.js');
    writeFileSync(file, SCRIPT);
    writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
    t = await createTestApp({}, { webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy a browser accepts, and caches hashed files for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('asks browsers to revalidate files whose names carry no hash', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
