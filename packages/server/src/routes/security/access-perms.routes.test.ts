import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../test/test-app.ts';
import { chartFixture, type ChartFixture } from '../chart/chart-test-fixture.ts';

// Superset registers a database_access / datasource_access permission for every new database and
// dataset, which is how an admin grants a Gamma user its data through the role API.
describe('access permissions of databases and datasets', () => {
  let f: ChartFixture;
  beforeAll(async () => {
    f = await chartFixture();
  });
  afterAll(() => f.t.close());

  it('registers one permission per new database and dataset, and a role holding one grants its data', async () => {
    const pvs = (await f.api.get('/api/v1/security/permissions-resources/')).json().result as {
      id: number;
      permission: { name: string };
      view_menu: { name: string };
    }[];
    const names = pvs.map((p) => `${p.permission.name} ${p.view_menu.name}`);
    expect(names).toContain(`database_access [shop].(id:${f.dbId})`);
    expect(names).toContain(`datasource_access [shop].[sales](id:${f.salesId})`);
    expect(names).toContain(`datasource_access [shop].[costs](id:${f.costsId})`);

    const gamma = await userWithRole(f.t, f.adminToken, 'reader', 'Gamma');
    const formData = {
      datasource: `${f.salesId}__table`,
      viz_type: 'big_number_total',
      metric: 'count',
      adhoc_filters: [],
    };
    expect((await gamma.api.post('/api/v1/chart/data', { form_data: formData })).statusCode).toBe(
      403,
    );

    const role = (await f.api.post('/api/v1/security/roles/', { name: 'sales_readers' })).json()
      .id as number;
    const salesAccess = pvs.find((p) => p.view_menu.name === `[shop].[sales](id:${f.salesId})`)!.id;
    expect(
      (
        await f.api.post(`/api/v1/security/roles/${role}/permissions`, {
          permission_view_menu_ids: [salesAccess],
        })
      ).statusCode,
    ).toBe(200);
    const gammaRole = (
      (await f.api.get('/api/v1/security/roles/')).json().result as { id: number; name: string }[]
    ).find((r) => r.name === 'Gamma')!.id;
    expect(
      (await f.api.put(`/api/v1/security/users/${gamma.id}`, { roles: [gammaRole, role] }))
        .statusCode,
    ).toBe(200);
    f.t.ctx.metaCache.clear();
    const res = await gamma.api.post('/api/v1/chart/data', { form_data: formData });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0].data).toEqual([{ count: 3 }]);
    const costs = await gamma.api.post('/api/v1/chart/data', {
      form_data: { ...formData, datasource: `${f.costsId}__table` },
    });
    expect(costs.statusCode).toBe(403);
  });
});
