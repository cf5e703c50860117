import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, tokenFor, type TestApp } from '../../test/test-app.ts';
import { checkResponse, ContractError, undescribedKeys } from './common/contract.ts';

/**
 * The API contract (docs/api-contract.md): every route declares its success answer with a response
 * schema of @sightline/core, or says it answers a file, a page or a stream (`rawResponse`). With
 * responses validated under tests, every route test also checks its answers against the schema.
 */
describe('the API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t?.close());

  it('every route declares its success response (a schema, or raw for files and pages)', () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    const routes = t.app.routeList.filter((r) => r.url !== '*');
    expect(routes.filter((r) => r.contract === 'schema').length).toBeGreaterThan(200);
    expect(routes.filter((r) => r.contract === null).map(key)).toEqual([]);
  });

  it('a described route (GET /api/v1/me/) answers through its schema', async () => {
    const token = await tokenFor(t.app);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.username).toBe('admin');
  });

  it('reports a wrong type, a missing field and a key the schema does not describe', () => {
    const schema = z.object({ result: z.object({ id: z.number(), name: z.string() }) });
    expect(() => checkResponse(schema, { result: { id: 1, name: 'a' } }, 'GET /x')).not.toThrow();
    expect(() => checkResponse(schema, { result: { id: '1', name: 'a' } }, 'GET /x')).toThrow(
      /GET \/x .*result\.id/,
    );
    expect(() => checkResponse(schema, { result: { id: 1 } }, 'GET /x')).toThrow(ContractError);
    expect(() =>
      checkResponse(schema, { result: { id: 1, name: 'a', secret: 's' } }, 'GET /x'),
    ).toThrow(/does not describe: result\.secret/);
    // Dates are checked as the client receives them: ISO text.
    const dated = z.object({ at: z.string() });
    expect(() => checkResponse(dated, { at: new Date(0) }, 'GET /d')).not.toThrow();
    expect(undescribedKeys({ a: [{ b: 1, c: 2 }] }, { a: [{ b: 1 }] })).toEqual(['a[0].c']);
  });
});
