import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  client,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let admin: ReturnType<typeof client>;
let alpha: Awaited<ReturnType<typeof userWithRole>>;
let dashboardId: number;
let otherDashboardId: number;
beforeAll(async () => {
  t = await createTestApp();
  const token = await tokenFor(t.app);
  admin = client(t.app, token);
  alpha = await userWithRole(t, token, 'alfie', 'Alpha');
  dashboardId = (
    await admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Filtered',
      slug: 'filtered',
      owners: [1, alpha.id],
    })
  ).json().id;
  otherDashboardId = (await admin.post('/api/v1/dashboard/', { dashboard_title: 'Other' })).json()
    .id;
});
afterAll(async () => t.close());

const mask = JSON.stringify({
  'NATIVE_FILTER-a': {
    id: 'NATIVE_FILTER-a',
    extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
    filterState: { value: ['EMEA'] },
  },
});

describe('dashboard filter_state', () => {
  it('stores, reads, replaces and deletes the data mask JSON under a key', async () => {
    const created = await admin.post(`/api/v1/dashboard/${dashboardId}/filter_state?tab_id=3`, {
      value: mask,
    });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{20,36}$/);
    expect(
      (await admin.get(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`)).json(),
    ).toEqual({ value: mask });
    // The slug addresses the same dashboard.
    expect((await admin.get(`/api/v1/dashboard/filtered/filter_state/${key}`)).json()).toEqual({
      value: mask,
    });
    // Within a tab the key is kept; without one a new key holds the new value and the old one is unchanged.
    const sameTab = await admin.put(
      `/api/v1/dashboard/${dashboardId}/filter_state/${key}?tab_id=3`,
      { value: '{}' },
    );
    expect(sameTab.json()).toEqual({ key });
    expect(
      (await admin.get(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`)).json(),
    ).toEqual({ value: '{}' });
    const fresh = (
      await admin.put(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`, { value: mask })
    ).json().key as string;
    expect(fresh).not.toBe(key);
    expect(
      (await admin.get(`/api/v1/dashboard/${dashboardId}/filter_state/${fresh}`)).json(),
    ).toEqual({ value: mask });
    const deleted = await admin.delete(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`);
    expect(deleted.json()).toEqual({ message: 'Deleted successfully' });
    expect(
      (await admin.get(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`)).statusCode,
    ).toBe(404);
    expect(
      (await admin.delete(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`)).statusCode,
    ).toBe(404);
  });

  it('rejects a missing or non-JSON value with 400 and unknown dashboards or foreign keys with 404', async () => {
    const missing = await admin.post(`/api/v1/dashboard/${dashboardId}/filter_state`, {});
    expect(missing.statusCode).toBe(400);
    const bad = await admin.post(`/api/v1/dashboard/${dashboardId}/filter_state`, { value: '{' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: { value: ['JSON not valid'] } });
    expect(
      (await admin.post('/api/v1/dashboard/99999/filter_state', { value: '{}' })).statusCode,
    ).toBe(404);
    const key = (
      await admin.post(`/api/v1/dashboard/${dashboardId}/filter_state`, { value: mask })
    ).json().key as string;
    // A key belongs to its dashboard only.
    expect(
      (await admin.get(`/api/v1/dashboard/${otherDashboardId}/filter_state/${key}`)).json(),
    ).toEqual({ message: 'Not found' });
    expect(
      (await admin.get(`/api/v1/dashboard/${dashboardId}/filter_state/not..a..key`)).statusCode,
    ).toBe(404);
  });

  it('lets only the owner of a key replace or delete it', async () => {
    const key = (
      await admin.post(`/api/v1/dashboard/${dashboardId}/filter_state?tab_id=1`, { value: mask })
    ).json().key as string;
    expect(
      (await alpha.api.get(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`)).json(),
    ).toEqual({ value: mask });
    expect(
      (
        await alpha.api.put(`/api/v1/dashboard/${dashboardId}/filter_state/${key}?tab_id=1`, {
          value: '{}',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await alpha.api.delete(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`)).statusCode,
    ).toBe(403);
    expect(
      (await admin.get(`/api/v1/dashboard/${dashboardId}/filter_state/${key}`)).json(),
    ).toEqual({ value: mask });
  });
});
