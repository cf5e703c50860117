import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, userWithRole } from '../../../test/test-app.ts';
import { rlsFixture, type RlsFixture } from './rls-fixture.ts';

let f: RlsFixture;
let gammaRole: number;
let adminRole: number;
beforeAll(async () => {
  f = await rlsFixture('sqlite');
  gammaRole = await f.roleId('Gamma');
  adminRole = await f.roleId('Admin');
}, 120_000);
afterAll(async () => f?.close());

const URL = '/api/v1/rowlevelsecurity/';

describe('/api/v1/rowlevelsecurity/', () => {
  it('creates, shows, lists, updates and deletes a rule as Superset answers', async () => {
    const body = {
      name: 'east only',
      description: 'Gamma sees the east',
      filter_type: 'Regular',
      tables: [f.datasetId],
      roles: [gammaRole],
      group_key: 'region',
      clause: "region = 'east'",
    };
    const created = await f.admin.post(URL, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), result: body });
    const id = created.json().id as number;

    expect((await f.admin.get(`${URL}${id}`)).json()).toEqual({
      id,
      result: {
        name: 'east only',
        description: 'Gamma sees the east',
        filter_type: 'Regular',
        tables: [{ id: f.datasetId, schema: 'main', table_name: 'orders' }],
        roles: [{ id: gammaRole, name: 'Gamma' }],
        group_key: 'region',
        clause: "region = 'east'",
      },
    });

    const base = await f.admin.post(URL, {
      name: 'base',
      filter_type: 'Base',
      tables: [f.datasetId],
      roles: [adminRole],
      clause: '1 = 1',
    });
    expect(base.statusCode).toBe(201);
    const list = (await f.admin.get(`${URL}?q=(order_column:name,order_direction:asc)`)).json();
    expect(list.count).toBe(2);
    expect(list.result.map((r: { name: string }) => r.name)).toEqual(['base', 'east only']);
    expect(list.result[1]).toMatchObject({
      id,
      filter_type: 'Regular',
      tables: [{ id: f.datasetId, table_name: 'orders' }],
      roles: [{ id: gammaRole, name: 'Gamma' }],
      group_key: 'region',
      changed_by: { first_name: 'Admin' },
      changed_on_delta_humanized: 'a few seconds ago',
    });
    const byType = await f.admin.get(`${URL}?q=(filters:!((col:filter_type,opr:eq,value:Base)))`);
    expect(byType.json().ids).toEqual([base.json().id]);
    const byRole = await f.admin.get(
      `${URL}?q=(filters:!((col:roles,opr:rel_m_m,value:${gammaRole})))`,
    );
    expect(byRole.json().ids).toEqual([id]);
    const byName = await f.admin.get(`${URL}?q=(filters:!((col:name,opr:ct,value:EAST)))`);
    expect(byName.json().ids).toEqual([id]);

    const put = await f.admin.put(`${URL}${id}`, { roles: [], group_key: null });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ id, result: { roles: [], group_key: null } });
    expect((await f.admin.get(`${URL}${id}`)).json().result).toMatchObject({
      roles: [],
      group_key: null,
      name: 'east only',
    });

    expect((await f.admin.delete(`${URL}${id}`)).json()).toEqual({ message: 'OK' });
    expect((await f.admin.get(`${URL}${id}`)).statusCode).toBe(404);
    const bulk = await f.admin.delete(`${URL}?q=!(${base.json().id})`);
    expect(bulk.json()).toEqual({ message: 'Deleted 1 rules' });
    expect((await f.admin.get(URL)).json().count).toBe(0);
  });

  it('answers _info and the related roles and tables', async () => {
    expect((await f.admin.get(`${URL}_info`)).json()).toEqual({
      permissions: ['can_read', 'can_write'],
    });
    const roles = (await f.admin.get(`${URL}related/roles?q=(filter:Gam)`)).json();
    expect(roles).toEqual({ count: 1, result: [{ value: gammaRole, text: 'Gamma' }] });
    const tables = (await f.admin.get(`${URL}related/tables?q=(filter:ord)`)).json();
    expect(tables).toEqual({ count: 1, result: [{ value: f.datasetId, text: 'main.orders' }] });
    expect((await f.admin.get(`${URL}related/nope`)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and unknown references with 422 or 404', async () => {
    const ok = {
      name: 'r',
      filter_type: 'Regular',
      tables: [f.datasetId],
      roles: [gammaRole],
      clause: 'amount > 0',
    };
    const missing = await f.admin.post(URL, { name: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().message).sort()).toEqual([
      'clause',
      'filter_type',
      'roles',
      'tables',
    ]);
    expect((await f.admin.post(URL, { ...ok, filter_type: 'Other' })).statusCode).toBe(400);
    expect((await f.admin.post(URL, { ...ok, tables: [] })).statusCode).toBe(400);
    expect((await f.admin.post(URL, { ...ok, name: '' })).statusCode).toBe(400);
    expect((await f.admin.post(URL, { ...ok, roles: ['a'] })).statusCode).toBe(400);
    expect((await f.admin.post(URL, { ...ok, clause: 'a\u0000' })).statusCode).toBe(400);
    const noRole = await f.admin.post(URL, { ...ok, roles: [999_999] });
    expect([noRole.statusCode, noRole.json()]).toEqual([
      422,
      { message: 'Some roles do not exist' },
    ]);
    const noTable = await f.admin.post(URL, { ...ok, tables: [999_999] });
    expect([noTable.statusCode, noTable.json()]).toEqual([
      422,
      { message: 'Datasource does not exist' },
    ]);
    const id = (await f.admin.post(URL, ok)).json().id as number;
    const dup = await f.admin.post(URL, ok);
    expect([dup.statusCode, dup.json()]).toEqual([
      422,
      { message: { name: ['Name must be unique'] } },
    ]);
    expect((await f.admin.put(`${URL}999999`, { name: 'z' })).statusCode).toBe(404);
    expect((await f.admin.put(`${URL}${id}`, { tables: [0] })).statusCode).toBe(422);
    expect((await f.admin.delete(`${URL}?q=!(${id},999999)`)).statusCode).toBe(404);
    expect((await f.admin.get(`${URL}${id}`)).statusCode).toBe(200);
    expect((await f.admin.delete(`${URL}?q=(((`)).statusCode).toBe(400);
    expect((await f.admin.get(`${URL}?q=(filters:!((col:nope,opr:eq,value:1)))`)).statusCode).toBe(
      400,
    );
    expect((await f.admin.get(`${URL}abc`)).statusCode).toBe(404);
  });

  it('is for admins only: Alpha and Gamma get 403, anonymous callers 401', async () => {
    const token = await tokenFor(f.t.app);
    for (const role of ['Alpha', 'Gamma']) {
      const { api } = await userWithRole(f.t, token, `rls_${role}`, role);
      expect((await api.get(URL)).statusCode).toBe(403);
      expect((await api.get(`${URL}_info`)).statusCode).toBe(403);
      expect((await api.get(`${URL}related/roles`)).statusCode).toBe(403);
      expect(
        (
          await api.post(URL, {
            name: 'mine',
            filter_type: 'Base',
            tables: [f.datasetId],
            roles: [],
            clause: '1 = 0',
          })
        ).statusCode,
      ).toBe(403);
      expect((await api.delete(`${URL}?q=!(1)`)).statusCode).toBe(403);
    }
    expect((await f.t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
