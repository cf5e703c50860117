import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t.app);
  api = client(t.app, adminToken);
});
afterAll(async () => t.close());

const layerUrl = '/api/v1/annotation_layer/';

describe('/api/v1/annotation_layer', () => {
  it('creates, reads, updates and deletes a layer', async () => {
    const created = await api.post(layerUrl, { name: 'Releases', descr: 'Product launches' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toEqual({ id, result: { name: 'Releases', descr: 'Product launches' } });
    expect((await api.get(`${layerUrl}${id}`)).json()).toEqual({
      id,
      result: { id, name: 'Releases', descr: 'Product launches' },
    });
    const updated = await api.put(`${layerUrl}${id}`, { descr: 'Launches' });
    expect(updated.json()).toEqual({ id, result: { descr: 'Launches' } });
    const row = (
      await api.get(`${layerUrl}?q=(filters:!((col:name,opr:eq,value:Releases)))`)
    ).json();
    expect(row.count).toBe(1);
    expect(row.result[0]).toMatchObject({
      id,
      name: 'Releases',
      descr: 'Launches',
      created_by: { id: 1, first_name: 'Admin', last_name: 'User' },
      changed_on_delta_humanized: 'a few seconds ago',
    });
    expect((await api.delete(`${layerUrl}${id}`)).json()).toEqual({ message: 'OK' });
    expect((await api.get(`${layerUrl}${id}`)).statusCode).toBe(404);
    expect((await api.delete(`${layerUrl}${id}`)).statusCode).toBe(404);
  });

  it('answers schema errors with 400 and rule failures with 422, per field', async () => {
    await api.post(layerUrl, { name: 'Unique' });
    expect((await api.post(layerUrl, { name: 'Unique' })).json()).toEqual({
      message: { name: ['Name must be unique'] },
    });
    expect((await api.post(layerUrl, { name: 'Unique' })).statusCode).toBe(422);
    const other = (await api.post(layerUrl, { name: 'Other' })).json().id;
    expect((await api.put(`${layerUrl}${other}`, { name: 'Unique' })).statusCode).toBe(422);
    expect((await api.put(`${layerUrl}${other}`, { name: 'Other' })).statusCode).toBe(200);
    const missing = await api.post(layerUrl, { descr: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: { name: ['Missing data for required field.'] } });
    expect((await api.post(layerUrl, { name: '' })).json()).toEqual({
      message: { name: ['Length must be between 1 and 250.'] },
    });
    expect((await api.post(layerUrl, { name: 'x'.repeat(251) })).statusCode).toBe(400);
    expect((await api.put(`${layerUrl}99999`, { name: 'x' })).statusCode).toBe(404);
  });

  it('lists with rison filters, ordering, paging and columns', async () => {
    for (const [name, descr] of [
      ['Zeta events', 'deploys'],
      ['Alpha events', 'holidays'],
      ['Mid events', 'Deploy freezes'],
    ])
      await api.post(layerUrl, { name, descr });
    const byText = (
      await api.get(
        `${layerUrl}?q=(filters:!((col:name,opr:annotation_layer_all_text,value:deploy)),order_column:name,order_direction:asc)`,
      )
    ).json();
    expect(byText.result.map((r: { name: string }) => r.name)).toEqual([
      'Mid events',
      'Zeta events',
    ]);
    const page = (
      await api.get(
        `${layerUrl}?q=(filters:!((col:name,opr:ew,value:events)),order_column:name,order_direction:desc,page:1,page_size:2,columns:!(name))`,
      )
    ).json();
    expect(page).toMatchObject({ count: 3, result: [{ name: 'Alpha events' }] });
    expect(Object.keys(page.result[0])).toEqual(['name']);
    expect((await api.get(`${layerUrl}?q=(order_column:nope)`)).json()).toEqual({
      message: 'Invalid order by column: nope',
    });
    expect(
      (await api.get(`${layerUrl}?q=(filters:!((col:secret,opr:eq,value:1)))`)).statusCode,
    ).toBe(400);
    expect((await api.get(`${layerUrl}_info`)).json()).toEqual({
      permissions: ['can_read', 'can_write'],
    });
    expect((await api.get(`${layerUrl}related/created_by`)).json().result).toEqual([
      { value: 1, text: 'Admin User' },
    ]);
  });

  it('bulk deletes layers, refusing unknown ids and layers that still hold annotations', async () => {
    const a = (await api.post(layerUrl, { name: 'Bulk A' })).json().id;
    const b = (await api.post(layerUrl, { name: 'Bulk B' })).json().id;
    const c = (await api.post(layerUrl, { name: 'Bulk C' })).json().id;
    await api.post(`${layerUrl}${c}/annotation/`, {
      short_descr: 'n',
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-01T00:00:00',
    });
    expect((await api.delete(`${layerUrl}?q=!(${a},99999)`)).statusCode).toBe(404);
    expect((await api.delete(`${layerUrl}?q=!(${a},${c})`)).json()).toEqual({
      message: 'Annotation layer has associated annotations.',
    });
    expect((await api.delete(`${layerUrl}${c}`)).statusCode).toBe(422);
    expect((await api.delete(`${layerUrl}?q=!()`)).statusCode).toBe(400);
    expect((await api.delete(`${layerUrl}?q=!(${a},${b})`)).json()).toEqual({
      message: 'Deleted 2 annotation layers',
    });
    expect((await api.get(`${layerUrl}${a}`)).statusCode).toBe(404);
  });
});

describe('/api/v1/annotation_layer/<pk>/annotation', () => {
  let layer: number;
  const url = () => `${layerUrl}${layer}/annotation/`;
  const base = {
    short_descr: 'Launch',
    long_descr: 'v2 launch',
    start_dttm: '2024-05-01T10:00:00',
    end_dttm: '2024-05-01 12:30',
    json_metadata: '{"color":"red"}',
  };

  beforeAll(async () => {
    layer = (await api.post(layerUrl, { name: 'Annotated' })).json().id;
  });

  it('creates, reads, updates and deletes an annotation', async () => {
    const created = await api.post(url(), base);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json().result).toEqual({ ...base, end_dttm: '2024-05-01T12:30:00' });
    expect((await api.get(`${url()}${id}`)).json()).toEqual({
      id,
      result: {
        id,
        short_descr: 'Launch',
        long_descr: 'v2 launch',
        start_dttm: '2024-05-01T10:00:00',
        end_dttm: '2024-05-01T12:30:00',
        json_metadata: '{"color":"red"}',
        layer: { id: layer, name: 'Annotated' },
      },
    });
    expect((await api.put(`${url()}${id}`, { short_descr: 'Launch day' })).json()).toEqual({
      id,
      result: { short_descr: 'Launch day' },
    });
    const list = (await api.get(url())).json();
    expect(list).toMatchObject({
      count: 1,
      ids: [id],
      result: [
        {
          id,
          short_descr: 'Launch day',
          start_dttm: '2024-05-01T10:00:00',
          created_by: { first_name: 'Admin' },
        },
      ],
    });
    expect((await api.delete(`${url()}${id}`)).json()).toEqual({ message: 'OK' });
    expect((await api.get(`${url()}${id}`)).statusCode).toBe(404);
  });

  it('validates short description uniqueness, date order and JSON', async () => {
    const first = (await api.post(url(), { ...base, short_descr: 'Once' })).json().id;
    const dup = await api.post(url(), { ...base, short_descr: 'Once' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({
      message: { short_descr: ['Short description must be unique for this layer'] },
    });
    const otherLayer = (await api.post(layerUrl, { name: 'Second' })).json().id;
    expect(
      (await api.post(`${layerUrl}${otherLayer}/annotation/`, { ...base, short_descr: 'Once' }))
        .statusCode,
    ).toBe(201);
    const backwards = await api.post(url(), {
      ...base,
      short_descr: 'Backwards',
      start_dttm: '2024-05-02T00:00:00',
      end_dttm: '2024-05-01T00:00:00',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({
      message: { start_dttm: ['End date must be after start date'] },
    });
    // A PUT moving only the end before the stored start breaks the same rule.
    expect((await api.put(`${url()}${first}`, { end_dttm: '2024-01-01T00:00:00' })).json()).toEqual(
      { message: { start_dttm: ['End date must be after start date'] } },
    );
    const badJson = await api.post(url(), { ...base, short_descr: 'Bad', json_metadata: '{nope' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    const badDate = await api.post(url(), { ...base, short_descr: 'Bad', start_dttm: 'soon' });
    expect(badDate.json()).toEqual({ message: { start_dttm: ['Not a valid datetime.'] } });
    expect((await api.post(url(), { short_descr: 'x' })).json().message).toMatchObject({
      start_dttm: ['Missing data for required field.'],
      end_dttm: ['Missing data for required field.'],
    });
  });

  it('answers unknown layers and annotations of other layers as not found', async () => {
    const id = (await api.post(url(), { ...base, short_descr: 'Mine' })).json().id;
    const other = (await api.post(layerUrl, { name: 'Elsewhere' })).json().id;
    expect((await api.post(`${layerUrl}99999/annotation/`, base)).json()).toEqual({
      message: 'Annotation layer not found.',
    });
    expect((await api.get(`${layerUrl}99999/annotation/`)).statusCode).toBe(404);
    expect((await api.get(`${layerUrl}${other}/annotation/${id}`)).statusCode).toBe(404);
    expect(
      (await api.put(`${layerUrl}${other}/annotation/${id}`, { short_descr: 'x' })).statusCode,
    ).toBe(404);
    expect((await api.delete(`${layerUrl}${other}/annotation/${id}`)).statusCode).toBe(404);
  });

  it('lists with rison filters and bulk deletes', async () => {
    const l = (await api.post(layerUrl, { name: 'Listing' })).json().id;
    const u = `${layerUrl}${l}/annotation/`;
    const ids: number[] = [];
    for (const [s, d, when] of [
      ['Black Friday', 'retail peak', '2024-11-29'],
      ['Cyber Monday', 'online peak', '2024-12-02'],
      ['New year', 'holiday', '2024-01-01'],
    ]) {
      ids.push(
        (
          await api.post(u, {
            short_descr: s,
            long_descr: d,
            start_dttm: `${when}T00:00:00`,
            end_dttm: `${when}T23:59:59`,
          })
        ).json().id,
      );
    }
    const peaks = (
      await api.get(
        `${u}?q=(filters:!((col:short_descr,opr:annotation_all_text,value:PEAK)),order_column:start_dttm,order_direction:desc)`,
      )
    ).json();
    expect(peaks.result.map((r: { short_descr: string }) => r.short_descr)).toEqual([
      'Cyber Monday',
      'Black Friday',
    ]);
    expect((await api.get(u)).json().ids).toEqual([ids[2], ids[0], ids[1]]);
    expect((await api.delete(`${u}?q=!(${ids[0]},99999)`)).statusCode).toBe(404);
    expect((await api.delete(`${u}?q=!(${ids[0]},${ids[1]})`)).json()).toEqual({
      message: 'Deleted 2 annotations',
    });
    expect((await api.get(u)).json().ids).toEqual([ids[2]]);
  });
});

describe('annotation permissions', () => {
  it('lets Gamma read but not write, and Alpha do both', async () => {
    const layer = (await api.post(layerUrl, { name: 'Shared' })).json().id;
    const gamma = await userWithRole(t, adminToken, 'gamma_user', 'Gamma');
    expect((await gamma.api.get(layerUrl)).statusCode).toBe(200);
    expect((await gamma.api.get(`${layerUrl}${layer}/annotation/`)).statusCode).toBe(200);
    expect((await gamma.api.get(`${layerUrl}_info`)).json()).toEqual({ permissions: ['can_read'] });
    expect((await gamma.api.post(layerUrl, { name: 'Nope' })).statusCode).toBe(403);
    expect((await gamma.api.put(`${layerUrl}${layer}`, { name: 'Nope' })).statusCode).toBe(403);
    expect((await gamma.api.delete(`${layerUrl}${layer}`)).statusCode).toBe(403);
    expect(
      (
        await gamma.api.post(`${layerUrl}${layer}/annotation/`, {
          short_descr: 'x',
          start_dttm: '2024-01-01T00:00:00',
          end_dttm: '2024-01-01T00:00:00',
        })
      ).statusCode,
    ).toBe(403);
    const alpha = await userWithRole(t, adminToken, 'alpha_user', 'Alpha');
    const made = await alpha.api.post(`${layerUrl}${layer}/annotation/`, {
      short_descr: 'by alpha',
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-01T00:00:00',
    });
    expect(made.statusCode).toBe(201);
    expect((await api.get(`${layerUrl}${layer}/annotation/${made.json().id}`)).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: layerUrl })).statusCode).toBe(401);
  });
});
