import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH } from '@sightline/core';
import { FORM_BODY_LIMIT } from '../../src/routes/common/body-parsers.ts';
import { registerJobHandlers } from '../../src/job-handlers.ts';
import { createTestApp, tokenFor, type TestApp } from '../test-app.ts';

/**
 * Issue #13 point 13: every registered route (app.routeList), as the admin and anonymously, gets
 * malformed and hostile input in its path, query and body; no answer may be a 5xx (or hang).
 * All failures are collected and printed in one assertion message.
 */

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({
    SIGHTLINE_LOAD_EXAMPLES: 'true',
    SIGHTLINE_EXAMPLES_SALES_ROWS: '1000',
  });
  // As `sightline start` does: every job a route may enqueue (renders, exports) has its handler.
  registerJobHandlers(t.ctx, false);
  adminToken = await tokenFor(t.app);
}, 120_000);
afterAll(async () => t.close());

const DEEP = 20_000;
const deepJson = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
const deepRison = `${'(a:'.repeat(DEEP)}1${')'.repeat(DEEP)}`;
const oversized = JSON.stringify({ x: 'a'.repeat(FORM_BODY_LIMIT + 10) });

/** Path parameter values: bad, huge, negative, non-numeric ids and uuids. */
const PARAM_VALUES = [
  '1',
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '99999999999999999999',
  '2147483648',
  'x'.repeat(1000),
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '%00',
  '%E0%A4%A',
  "'%20OR%201=1--",
  '__proto__',
  'constructor',
];

/** Query strings: bad rison `q=`, hostile list options, bad `form_data=`. */
const QUERIES = [
  'q=(',
  'q=!(',
  'q=(a:',
  "q='open",
  'q=%ZZ',
  'q=1&q=2',
  'q=!n',
  'q=(page:-1,page_size:-5)',
  'q=(page:1e309,page_size:1e309)',
  'q=(order_column:__proto__,order_direction:sideways)',
  'q=(columns:!(__proto__,constructor,toString))',
  'q=(filters:!((col:__proto__,opr:eq,value:!n)))',
  'q=(filters:!((col:toString,opr:eq,value:1)))',
  'q=(order_column:toString)',
  'q=(filters:!((col:id,opr:nope,value:(a:1))))',
  'q=(filters:x)',
  `q=${encodeURIComponent(deepRison)}`,
  `q=${encodeURIComponent(deepJson)}`,
  'form_data=%7Bbad',
  `form_data=${encodeURIComponent(deepJson)}`,
  'form_data=%7B%22datasource%22%3A%22x__y%22%7D',
  'keys=!(none)',
  'client_id=%00',
  'last_updated_ms=-1e309',
];

interface BodyCase {
  name: string;
  payload: string;
  contentType?: string;
}

const BODIES: BodyCase[] = [
  { name: 'malformed json', payload: '{"a":', contentType: 'application/json' },
  { name: 'json array', payload: '[]', contentType: 'application/json' },
  { name: 'json null', payload: 'null', contentType: 'application/json' },
  { name: 'json string', payload: '"text"', contentType: 'application/json' },
  {
    name: 'json wrong types',
    payload: JSON.stringify({
      id: 'x',
      name: 1,
      params: 7,
      json_metadata: [],
      position_json: {},
      owners: 'me',
      roles: [{}],
      sql: 1,
      queries: {},
      datasource: 'x',
    }),
    contentType: 'application/json',
  },
  {
    name: 'json __proto__',
    payload: '{"__proto__":{"admin":true}}',
    contentType: 'application/json',
  },
  { name: 'empty json', payload: '', contentType: 'application/json' },
  { name: 'oversized json', payload: oversized, contentType: 'application/json' },
  { name: 'deep json', payload: deepJson, contentType: 'application/json' },
  { name: 'deep json object', payload: deepObject, contentType: 'application/json' },
  { name: 'text/plain', payload: 'hello', contentType: 'text/plain' },
  { name: 'xml', payload: '<a/>', contentType: 'application/xml' },
  { name: 'multipart without boundary', payload: 'garbage', contentType: 'multipart/form-data' },
  {
    name: 'multipart garbage',
    payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n{bad',
    contentType: 'multipart/form-data; boundary=b',
  },
  {
    name: 'multipart form_data null',
    payload: '--b\r\nContent-Disposition: form-data; name="form_data"\r\n\r\nnull\r\n--b--\r\n',
    contentType: 'multipart/form-data; boundary=b',
  },
  {
    name: 'urlencoded form_data null',
    payload: 'form_data=null&events=null&queryEditor=null',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    name: 'urlencoded bad',
    payload: 'a=%ZZ&form_data=%7Bbad&events=1',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    name: 'urlencoded deep',
    payload: `form_data=${encodeURIComponent(deepJson)}&events=${encodeURIComponent(deepJson)}`,
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'no content type', payload: '{"a":1}' },
];

interface Failure {
  who: string;
  request: string;
  status: number | string;
  body: string;
}

const fill = (url: string, value: string) =>
  url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);

async function probe(
  failures: Failure[],
  who: string,
  opts: InjectOptions & { url: string; method: string },
  label: string,
): Promise<void> {
  const headers = {
    ...(opts.headers as Record<string, string> | undefined),
    ...(who === 'admin' ? { authorization: `Bearer ${adminToken}` } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), 10_000);
  });
  const res = await Promise.race([t.app.inject({ ...opts, headers }), timeout]).finally(() =>
    clearTimeout(timer),
  );
  const request = `${opts.method} ${opts.url.slice(0, 140)} [${label}]`;
  if (res === 'timeout') failures.push({ who, request, status: 'timeout', body: '' });
  else if (res.statusCode >= 500)
    failures.push({ who, request, status: res.statusCode, body: res.body.slice(0, 200) });
}

/** Every request of one route: its path parameters, query strings and bodies. */
async function fuzzRoute(
  failures: Failure[],
  who: string,
  route: { method: string; url: string },
): Promise<void> {
  const { method, url } = route;
  const hasParams = /[:*]/.test(url);
  // DELETE and PUT never name an existing object (1): the admin and its role must survive the run.
  const safeId = method === 'DELETE' || method === 'PUT' ? '999999' : '1';
  const withBody = method !== 'GET';
  // Anonymous requests stop at authentication: a few values are enough to cover the parsers before it.
  const values = who === 'admin' ? PARAM_VALUES : PARAM_VALUES.slice(0, 4);
  const params = hasParams ? values.filter((v) => v !== '1' || safeId === '1') : [''];
  for (const value of params) {
    await probe(
      failures,
      who,
      { method, url: fill(url, value), ...(withBody ? { payload: {} } : {}) },
      `param ${value.slice(0, 20)}`,
    );
  }
  const base = fill(url, safeId);
  const sep = base.includes('?') ? '&' : '?';
  // List options are read by GET routes; other methods get the parser-level cases only.
  const queries =
    method === 'GET'
      ? QUERIES
      : QUERIES.filter((q) => /^(q=%ZZ|q=\(a:|q=%5B|q=%28a|form_data=)/.test(q));
  for (const query of queries)
    await probe(
      failures,
      who,
      { method, url: `${base}${sep}${query}` },
      `query ${query.slice(0, 40)}`,
    );
  if (!withBody) return;
  for (const body of BODIES) {
    const headers = body.contentType ? { 'content-type': body.contentType } : {};
    await probe(failures, who, { method, url: base, payload: body.payload, headers }, body.name);
  }
}

describe('fuzzing every route gives no 5xx (point 13)', () => {
  it('as admin and anonymous, for every registered route', async () => {
    // Built web assets are one route per file (hundreds when the web app is built): a few stand for all.
    const isAsset = (url: string) => /\.[a-z0-9]+$/i.test(url);
    const assets = t.app.routeList.filter((r) => isAsset(r.url)).slice(0, 3);
    // Login and logout run alone at the end: logging out revokes every token of the admin.
    const isSession = (r: { method: string; url: string }) =>
      (r.method === 'POST' && r.url === '/api/v1/security/login') || r.url === '/logout/';
    const routes = [...t.app.routeList.filter((r) => !isAsset(r.url)), ...assets].filter(
      (r) => !isSession(r),
    );
    // Deletions last, so that what they remove does not change what the other requests meet.
    routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(150);
    const failures: Failure[] = [];
    for (const who of ['admin', 'anonymous']) {
      // Four routes at a time: requests wait on the metadata store and the examples database.
      const queue = [...routes];
      const worker = async () => {
        for (let route = queue.shift(); route; route = queue.shift())
          await fuzzRoute(failures, who, route);
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
    }
    // The sweep ran as the admin throughout: its token was not revoked on the way.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me/',
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).statusCode,
    ).toBe(200);
    for (const who of ['anonymous', 'admin']) {
      for (const route of t.app.routeList.filter(isSession)) await fuzzRoute(failures, who, route);
    }
    adminToken = await tokenFor(t.app);
    const report = failures.map((f) => `${f.who} ${f.request} -> ${f.status} ${f.body}`).join('\n');
    expect(failures.length, `${failures.length} requests answered 5xx or hung:\n${report}`).toBe(0);
  }, 240_000);
});

describe('nesting and size limits of bodies and parameters (point 13)', () => {
  const auth = () => ({ authorization: `Bearer ${adminToken}` });
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('a JSON body nested one level past the limit answers 400, at the limit it is parsed', async () => {
    const url = '/superset/log/?explode=events';
    const over = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: `{"events":${nested(MAX_NESTING_DEPTH)}}`,
    });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().message).toBe('Request is too deeply nested');
    const at = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: `{"events":[{"event_name":"deep","v":${nested(MAX_NESTING_DEPTH - 3)}}]}`,
    });
    expect(at.statusCode, at.body).toBe(200);
  });

  it('a JSON body over the size limit answers 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: oversized,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('a deeply nested rison or JSON `q` answers 400 before any parser sees it', async () => {
    // (`[[[...]]]` alone is a valid rison identifier, a string: it never nests, so JSON is tested with objects.)
    for (const q of [
      deepRison,
      deepObject,
      `${'!('.repeat(MAX_NESTING_DEPTH + 1)}${')'.repeat(MAX_NESTING_DEPTH + 1)}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/chart/?q=${encodeURIComponent(q)}`,
        headers: auth(),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('Request is too deeply nested');
    }
  });
});
