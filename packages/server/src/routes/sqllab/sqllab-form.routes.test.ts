import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app);
});
afterAll(async () => t.close());

const post = (payload: string, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sqllab/',
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    payload,
  });

describe('POST /sqllab/ (open in SQL Lab)', () => {
  it('redirects a urlencoded form to the SQL Lab page with the fields url-encoded', async () => {
    const sql = "SELECT * FROM sales WHERE region = 'EMEA' & 1=1";
    const res = await post(
      new URLSearchParams({ datasourceKey: '12__table', sql }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/sqllab/');
    expect(location.searchParams.get('datasourceKey')).toBe('12__table');
    expect(location.searchParams.get('sql')).toBe(sql);
  });

  it('reads the legacy form_data field of a multipart post, encoded once or twice', async () => {
    const boundary = 'XyZ';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="form_data"',
      '',
      JSON.stringify(JSON.stringify({ datasourceKey: '3__table', sql: 'SELECT 1' })),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await post(body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/sqllab/?datasourceKey=3__table&sql=SELECT+1');
    const once = body.replace(
      JSON.stringify(JSON.stringify({ datasourceKey: '3__table', sql: 'SELECT 1' })),
      JSON.stringify({ datasourceKey: '4__table', sql: 'SELECT 2' }),
    );
    expect((await post(once, `multipart/form-data; boundary=${boundary}`)).headers.location).toBe(
      '/sqllab/?datasourceKey=4__table&sql=SELECT+2',
    );
  });

  it('reads JSON-encoded multipart fields as the web client sends them', async () => {
    const boundary = 'AbC';
    const part = (name: string, value: unknown) =>
      [
        `--${boundary}`,
        `Content-Disposition: form-data; name="${name}"`,
        '',
        JSON.stringify(value),
      ].join('\r\n');
    const body = [
      part('datasourceKey', '5__table'),
      part('sql', 'SELECT "a b"'),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await post(body, `multipart/form-data; boundary=${boundary}`);
    expect(res.headers.location).toBe('/sqllab/?datasourceKey=5__table&sql=SELECT+%22a+b%22');
  });

  it('redirects to the bare page when no field is given', async () => {
    const res = await post('', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/sqllab/');
  });
});
