import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import { userWithRole } from '../../../test/test-app.ts';
import { signGuestToken } from '../../security/guest-token.ts';
import {
  embeddedFixture,
  guestClient,
  must,
  REGION_TOTALS,
  savedChartRequest,
  type EmbeddedFixture,
} from './embedded-fixture.ts';

// The same cases on both metadata stores: SQLite always, PostgreSQL from SIGHTLINE_TEST_PG_URL (CI sets it).
const STORES: { name: string; pg: boolean }[] = [
  { name: 'SQLite', pg: false },
  ...(PG_URL ? [{ name: 'PostgreSQL', pg: true }] : []),
];

describe.each(STORES)('embedded dashboards and guest tokens ($name metadata)', ({ pg }) => {
  let f: EmbeddedFixture;
  let drop: (() => Promise<void>) | null = null;
  let uuid: string;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (pg) {
      const temp = await createTempPgDatabase(PG_URL, 'sl_embedded');
      drop = temp.drop;
      env = { SIGHTLINE_METADATA_URL: temp.url };
    }
    f = await embeddedFixture(env);
  }, 120_000);
  afterAll(async () => {
    await f?.t.close();
    await drop?.();
  });

  const guestToken = async (rls: unknown[] = [], resources?: unknown[]) =>
    must(
      await f.api.post('/api/v1/security/guest_token/', {
        user: { username: 'visitor', first_name: 'Vis', last_name: 'Itor' },
        resources: resources ?? [{ type: 'dashboard', id: uuid }],
        rls,
      }),
      200,
    ).json().token as string;

  it('configures embedding: 404 before, upsert keeping the uuid, read by uuid, delete', async () => {
    expect((await f.api.get(`/api/v1/dashboard/${f.embedded}/embedded`)).statusCode).toBe(404);
    const created = must(
      await f.api.post(`/api/v1/dashboard/${f.embedded}/embedded`, {
        allowed_domains: ['http://host.example:8080'],
      }),
      200,
    ).json().result;
    expect(created).toMatchObject({
      allowed_domains: ['http://host.example:8080'],
      dashboard_id: String(f.embedded),
      changed_by: { id: 1, username: 'admin' },
    });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const updated = must(
      await f.api.put(`/api/v1/dashboard/${f.embedded}/embedded`, { allowed_domains: [] }),
      200,
    ).json().result;
    expect(updated).toMatchObject({ uuid: created.uuid, allowed_domains: [] });
    const again = must(
      await f.api.post(`/api/v1/dashboard/${f.embedded}/embedded`, { allowed_domains: [] }),
      200,
    ).json().result;
    expect(again.uuid).toBe(created.uuid);
    expect(
      must(await f.api.get(`/api/v1/embedded_dashboard/${created.uuid}`), 200).json().result,
    ).toMatchObject({ uuid: created.uuid, dashboard_id: String(f.embedded) });
    expect((await f.api.get(`/api/v1/embedded_dashboard/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    const bad = await f.api.post(`/api/v1/dashboard/${f.embedded}/embedded`, {
      allowed_domains: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toHaveProperty('allowed_domains');
    expect(
      (await f.api.post(`/api/v1/dashboard/999999/embedded`, { allowed_domains: [] })).statusCode,
    ).toBe(404);

    must(await f.api.post(`/api/v1/dashboard/${f.other}/embedded`, { allowed_domains: [] }), 200);
    must(await f.api.delete(`/api/v1/dashboard/${f.other}/embedded`), 200);
    expect((await f.api.get(`/api/v1/dashboard/${f.other}/embedded`)).statusCode).toBe(404);
    uuid = created.uuid;
  });

  it('lets only holders of can_set_embedded and can_grant_guest_token configure and issue', async () => {
    const alpha = await userWithRole(f.t, await adminToken(f), `alpha_${Date.now()}`, 'Alpha');
    const setEmbedded = await alpha.api.post(`/api/v1/dashboard/${f.embedded}/embedded`, {
      allowed_domains: [],
    });
    expect(setEmbedded.statusCode).toBe(403);
    expect((await alpha.api.delete(`/api/v1/dashboard/${f.embedded}/embedded`)).statusCode).toBe(
      403,
    );
    const grant = await alpha.api.post('/api/v1/security/guest_token/', {
      resources: [{ type: 'dashboard', id: uuid }],
      rls: [],
    });
    expect(grant.statusCode).toBe(403);
    expect(
      (
        await f.t.app.inject({
          method: 'POST',
          url: '/api/v1/security/guest_token/',
          payload: { resources: [{ type: 'dashboard', id: uuid }], rls: [] },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await f.api.post('/api/v1/security/guest_token/', {
          resources: [{ type: 'dashboard', id: crypto.randomUUID() }],
          rls: [],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await f.api.post('/api/v1/security/guest_token/', {
          resources: [{ type: 'dashboard', id: String(f.other) }],
          rls: [],
        })
      ).statusCode,
    ).toBe(400);
    expect((await f.api.post('/api/v1/security/guest_token/', { rls: [] })).statusCode).toBe(400);
  });

  it('reads its dashboard, its charts and their data, without the SQL', async () => {
    const guest = guestClient(f.t, await guestToken());
    const d = must(await guest.get(`/api/v1/dashboard/${f.embedded}`), 200).json().result;
    expect(d.dashboard_title).toBe('Embedded');
    expect(d.owners).toEqual([]);
    const charts = must(await guest.get(`/api/v1/dashboard/${f.embedded}/charts`), 200).json();
    expect(charts.result.map((c: { id: number }) => c.id)).toEqual([f.regionChart]);
    must(await guest.get(`/api/v1/dashboard/${f.embedded}/datasets`), 200);
    expect(
      must(await guest.get(`/api/v1/embedded_dashboard/${uuid}`), 200).json().result.dashboard_id,
    ).toBe(String(f.embedded));

    const res = await guest.post(
      '/api/v1/chart/data',
      savedChartRequest(f.salesId, f.regionChart, REGION_TOTALS),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [item] = res.json().result;
    const expected = new Map(
      (await f.raw('SELECT region, SUM(sales) FROM sales GROUP BY region')).map(([r, s]) => [
        r,
        Number(s),
      ]),
    );
    expect(item.data.length).toBe(expected.size);
    for (const row of item.data) expect(row.total).toBeCloseTo(expected.get(row.region)!, 6);
    expect(item).not.toHaveProperty('query');
  });

  it('gets 403 on other dashboards, other charts, changed or arbitrary queries, SQL Lab and writes', async () => {
    const guest = guestClient(f.t, await guestToken());
    expect((await guest.get(`/api/v1/dashboard/${f.other}`)).statusCode).toBe(403);
    expect((await guest.get(`/api/v1/dashboard/${f.other}/charts`)).statusCode).toBe(403);
    expect((await guest.get('/api/v1/dashboard/')).statusCode).toBe(403);
    expect((await guest.get(`/api/v1/chart/${f.regionChart}`)).statusCode).toBe(403);
    expect((await guest.get('/api/v1/chart/')).statusCode).toBe(403);
    expect((await guest.get(`/api/v1/dataset/${f.salesId}`)).statusCode).toBe(403);
    const other = savedChartRequest(f.salesId, f.otherChart, {
      ...REGION_TOTALS,
      groupby: ['country'],
    });
    expect((await guest.post('/api/v1/chart/data', other)).statusCode).toBe(403);
    // The other chart's query under the embedded chart's id: a changed payload.
    const disguised = {
      ...other,
      form_data: { ...(other.form_data as object), slice_id: f.regionChart },
    };
    const changed = await guest.post('/api/v1/chart/data', disguised);
    expect(changed.statusCode).toBe(403);
    expect(changed.json().errors[0].error_type).toBe('CHART_SECURITY_ACCESS_ERROR');
    const arbitrary = {
      datasource: { id: f.salesId, type: 'table' },
      queries: [{ columns: ['customer'], metrics: [], row_limit: 10 }],
    };
    expect((await guest.post('/api/v1/chart/data', arbitrary)).statusCode).toBe(403);
    const sqlOnly = savedChartRequest(f.salesId, f.regionChart, REGION_TOTALS);
    const withWhere = {
      ...sqlOnly,
      queries: (sqlOnly.queries as object[]).map((q) => ({ ...q, extras: { where: '1 = 1' } })),
    };
    expect((await guest.post('/api/v1/chart/data', withWhere)).statusCode).toBe(403);
    // An annotation layer drawn from another chart would run that chart's query.
    const withLayer = {
      ...sqlOnly,
      queries: (sqlOnly.queries as object[]).map((q) => ({
        ...q,
        annotation_layers: [
          { name: 'x', sourceType: 'table', value: f.otherChart, show: true, overrides: {} },
        ],
      })),
    };
    expect((await guest.post('/api/v1/chart/data', withLayer)).statusCode).toBe(403);
    const asSql = { ...sqlOnly, result_type: 'query' };
    expect((await guest.post('/api/v1/chart/data', asSql)).statusCode).toBe(403);
    const sql = await guest.post('/api/v1/sqllab/execute/', {
      database_id: 1,
      sql: 'SELECT 1',
    });
    expect(sql.statusCode).toBe(403);
    expect(
      (await guest.put(`/api/v1/dashboard/${f.embedded}`, { dashboard_title: 'x' })).statusCode,
    ).toBe(403);
    expect((await guest.post('/api/v1/dashboard/', { dashboard_title: 'x' })).statusCode).toBe(403);
    expect((await guest.delete(`/api/v1/dashboard/${f.embedded}/embedded`)).statusCode).toBe(403);
    expect(
      (
        await guest.post('/api/v1/security/guest_token/', {
          resources: [{ type: 'dashboard', id: uuid }],
          rls: [],
        })
      ).statusCode,
    ).toBe(403);
    const title = must(await f.api.get(`/api/v1/dashboard/${f.embedded}`), 200).json().result
      .dashboard_title;
    expect(title).toBe('Embedded');
  });

  it('answers 401 to an expired, forged or foreign token', async () => {
    const claims = {
      user: {},
      resources: [{ type: 'dashboard', id: uuid }],
      rls_rules: [],
    };
    const options = { ttlSeconds: 300, audience: f.t.ctx.config.guestTokenAudience };
    const expired = await signGuestToken(f.t.ctx.config.secretKey, claims, {
      ...options,
      ttlSeconds: -10,
    });
    const forged = await signGuestToken('another secret key of enough length!!', claims, options);
    const foreign = await signGuestToken(f.t.ctx.config.secretKey, claims, {
      ...options,
      audience: 'another-app',
    });
    const [h, p] = (await guestToken()).split('.');
    for (const token of [expired, forged, foreign, `${h}.${p}.AAAA`, 'not-a-jwt']) {
      const res = await guestClient(f.t, token).get(`/api/v1/dashboard/${f.embedded}`);
      expect(res.statusCode, token).toBe(401);
    }
    // A session/API token is not a guest token, and a guest token is not a bearer token.
    const bearer = await adminToken(f);
    expect((await guestClient(f.t, bearer).get(`/api/v1/dashboard/${f.embedded}`)).statusCode).toBe(
      401,
    );
    const asBearer = await f.t.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard/${f.embedded}`,
      headers: { authorization: `Bearer ${await guestToken()}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('stops opening a dashboard whose embedding was removed', async () => {
    const token = await guestToken();
    must(await f.api.delete(`/api/v1/dashboard/${f.embedded}/embedded`), 200);
    expect((await guestClient(f.t, token).get(`/api/v1/dashboard/${f.embedded}`)).statusCode).toBe(
      403,
    );
    const again = must(
      await f.api.post(`/api/v1/dashboard/${f.embedded}/embedded`, { allowed_domains: [] }),
      200,
    ).json().result;
    uuid = again.uuid;
  });

  it('serves the /embedded page only to allowed referrers', async () => {
    must(
      await f.api.put(`/api/v1/dashboard/${f.embedded}/embedded`, {
        allowed_domains: ['http://host.example:8080'],
      }),
      200,
    );
    const page = (referer?: string) =>
      f.t.app.inject({
        method: 'GET',
        url: `/embedded/${uuid}`,
        headers: referer ? { referer } : {},
      });
    expect((await page('http://host.example:8080/app/page')).statusCode).toBe(200);
    expect((await page('http://evil.example/')).statusCode).toBe(403);
    expect((await page('http://host.example:9090/')).statusCode).toBe(403);
    expect((await page()).statusCode).toBe(403);
    const res = await page('http://host.example:8080/');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(
      (await f.t.app.inject({ method: 'GET', url: `/embedded/${crypto.randomUUID()}` })).statusCode,
    ).toBe(404);
    must(await f.api.put(`/api/v1/dashboard/${f.embedded}/embedded`, { allowed_domains: [] }), 200);
    expect((await page()).statusCode).toBe(200);
  });

  it('filters the guest data with the rls clauses of its token', async () => {
    const region = String((await f.raw('SELECT MIN(region) FROM sales'))[0]![0]);
    const token = await guestToken([
      { dataset: f.salesId, clause: `region = '${region.replace(/'/g, "''")}'` },
    ]);
    const res = await guestClient(f.t, token).post(
      '/api/v1/chart/data',
      savedChartRequest(f.salesId, f.regionChart, REGION_TOTALS),
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().result[0].data as { region: string; total: number }[];
    expect(rows.map((r) => r.region)).toEqual([region]);
    const [[sum]] = (await f.raw(
      `SELECT SUM(sales) FROM sales WHERE region = '${region.replace(/'/g, "''")}'`,
    )) as [[number]];
    expect(rows[0]!.total).toBeCloseTo(Number(sum), 6);
  });
});

async function adminToken(f: EmbeddedFixture): Promise<string> {
  const { tokenFor } = await import('../../../test/test-app.ts');
  return tokenFor(f.t.app);
}
