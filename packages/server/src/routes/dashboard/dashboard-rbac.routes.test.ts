import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  client,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

interface Setup {
  t: TestApp;
  gamma: Awaited<ReturnType<typeof userWithRole>>;
  shared: number;
  sharedDraft: number;
  otherRole: number;
}

/** An app with a published dashboard shared with Gamma, a draft one, and one shared with Alpha only. */
async function setup(env: Record<string, string>): Promise<Setup> {
  const t = await createTestApp(env);
  const token = await tokenFor(t.app);
  const admin = client(t.app, token);
  const gamma = await userWithRole(t, token, 'gwen', 'Gamma');
  const roles = (await admin.get('/api/v1/security/roles/')).json().result as {
    id: number;
    name: string;
  }[];
  const roleId = (name: string) => roles.find((r) => r.name === name)!.id;
  const create = async (title: string, published: boolean, role: string) => {
    const res = await admin.post('/api/v1/dashboard/', {
      dashboard_title: title,
      published,
      roles: [roleId(role)],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  return {
    t,
    gamma,
    shared: await create('Shared', true, 'Gamma'),
    sharedDraft: await create('Shared draft', false, 'Gamma'),
    otherRole: await create('Alpha only', true, 'Alpha'),
  };
}

const listIds = async (s: Setup) =>
  (await s.gamma.api.get('/api/v1/dashboard/?q=(columns:!(id),page_size:100)')).json()
    .ids as number[];

describe('SIGHTLINE_DASHBOARD_RBAC on', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup({ SIGHTLINE_DASHBOARD_RBAC: 'true' });
  });
  afterAll(async () => s.t.close());

  it('shows a published dashboard to a user holding one of its roles, without dataset access', async () => {
    expect(s.t.ctx.config.dashboardRbac).toBe(true);
    expect(await listIds(s)).toEqual([s.shared]);
    const item = await s.gamma.api.get(`/api/v1/dashboard/${s.shared}`);
    expect(item.statusCode).toBe(200);
    expect(item.json().result.roles.map((r: { name: string }) => r.name)).toEqual(['Gamma']);
    expect(
      (await s.gamma.api.post(`/api/v1/dashboard/${s.shared}/filter_state`, { value: '{}' }))
        .statusCode,
    ).toBe(201);
    // Unpublished, or shared with another role: still hidden.
    expect((await s.gamma.api.get(`/api/v1/dashboard/${s.sharedDraft}`)).statusCode).toBe(404);
    expect((await s.gamma.api.get(`/api/v1/dashboard/${s.otherRole}`)).statusCode).toBe(404);
  });
});

describe('SIGHTLINE_DASHBOARD_RBAC off (default)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup({});
  });
  afterAll(async () => s.t.close());

  it('ignores dashboard roles for visibility', async () => {
    expect(s.t.ctx.config.dashboardRbac).toBe(false);
    expect(await listIds(s)).toEqual([]);
    expect((await s.gamma.api.get(`/api/v1/dashboard/${s.shared}`)).statusCode).toBe(404);
  });
});
