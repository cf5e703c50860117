import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import { annotationData } from '../../commands/chart-data/annotations.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../security/current-user.ts';

let t: TestApp;
let adminToken: string;
let api: ReturnType<typeof client>;
let datasetId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t.app);
  api = client(t.app, adminToken);
  const path = join(mkdtempSync(join(tmpdir(), 'sl-annotations-')), 'sales.db');
  const db = new Database(path);
  db.exec(
    "CREATE TABLE sales (day TEXT, region TEXT, qty INTEGER); INSERT INTO sales VALUES ('2024-01-01', 'north', 3), ('2024-01-02', 'south', 5)",
  );
  db.close();
  const dbId = (
    await api.post('/api/v1/database/', {
      database_name: 'sales',
      sqlalchemy_uri: `sqlite:///${path}`,
    })
  ).json().id;
  datasetId = (
    await api.post('/api/v1/dataset/', { database: dbId, schema: 'main', table_name: 'sales' })
  ).json().id;
}, 60_000);
afterAll(async () => t.close());

const qty = { expressionType: 'SQL', sqlExpression: 'SUM(qty)', label: 'qty' };
const chartData = (caller: ReturnType<typeof client>, layers: Record<string, unknown>[]) =>
  caller.post('/api/v1/chart/data', {
    datasource: { id: datasetId, type: 'table' },
    queries: [{ columns: ['region'], metrics: [qty], annotation_layers: layers }],
  });
const nativeLayer = (name: string, value: unknown, annotationType = 'EVENT') => ({
  name,
  annotationType,
  sourceType: 'NATIVE',
  value,
  show: true,
  showMarkers: false,
});

describe('NATIVE annotation layers in chart data (docs/query-object.md §7)', () => {
  it('returns every annotation of the layer as columns and records', async () => {
    const layer = (await api.post('/api/v1/annotation_layer/', { name: 'Launches' })).json().id;
    const url = `/api/v1/annotation_layer/${layer}/annotation/`;
    expect(
      (
        await api.post(url, {
          short_descr: 'v1',
          long_descr: 'first release',
          start_dttm: '2024-01-01T09:00:00',
          end_dttm: '2024-01-01T09:00:00',
          json_metadata: '{"k":1}',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await api.post(url, {
          short_descr: 'freeze',
          start_dttm: '2030-06-01T00:00:00',
          end_dttm: '2030-06-08T00:00:00',
        })
      ).statusCode,
    ).toBe(201);
    const res = await chartData(api, [nativeLayer('launches', layer)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0].annotation_data).toEqual({
      launches: {
        columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
        records: [
          {
            start_dttm: Date.UTC(2024, 0, 1, 9),
            end_dttm: Date.UTC(2024, 0, 1, 9),
            short_descr: 'v1',
            long_descr: 'first release',
            json_metadata: '{"k":1}',
          },
          {
            start_dttm: Date.UTC(2030, 5, 1),
            end_dttm: Date.UTC(2030, 5, 8),
            short_descr: 'freeze',
            long_descr: null,
            json_metadata: null,
          },
        ],
      },
    });
    // An INTERVAL layer on the same stored layer reads the same records; an empty layer gives none.
    const empty = (await api.post('/api/v1/annotation_layer/', { name: 'Empty' })).json().id;
    const both = (
      await chartData(api, [
        nativeLayer('bands', String(layer), 'INTERVAL'),
        nativeLayer('none', empty),
      ])
    ).json().result[0].annotation_data;
    expect(both.bands.records.map((r: { short_descr: string }) => r.short_descr)).toEqual([
      'v1',
      'freeze',
    ]);
    expect(both.none).toEqual({
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: [],
    });
    // The same request again is a data-cache hit and still carries the layer's annotations.
    const again = (await chartData(api, [nativeLayer('launches', layer)])).json().result[0];
    expect(again.is_cached).toBe(true);
    expect(again.annotation_data.launches.records).toHaveLength(2);
    // The annotations are cached with the query's entry (docs/query-object.md §7): a new annotation shows
    // once the cache is bypassed with force.
    expect(
      (
        await api.post(url, {
          short_descr: 'v2',
          start_dttm: '2024-02-01T00:00:00',
          end_dttm: '2024-02-01T00:00:00',
        })
      ).statusCode,
    ).toBe(201);
    const cachedAgain = (await chartData(api, [nativeLayer('launches', layer)])).json().result[0];
    expect(cachedAgain.annotation_data.launches.records).toHaveLength(2);
    const forced = (
      await api.post('/api/v1/chart/data', {
        datasource: { id: datasetId, type: 'table' },
        force: true,
        queries: [
          {
            columns: ['region'],
            metrics: [qty],
            annotation_layers: [nativeLayer('launches', layer)],
          },
        ],
      })
    ).json().result[0];
    expect(
      forced.annotation_data.launches.records.map((r: { short_descr: string }) => r.short_descr),
    ).toEqual(['v1', 'freeze', 'v2']);
  });

  it('answers an unknown layer id with the documented 400', async () => {
    for (const value of [424242, 'abc', null]) {
      const res = await chartData(api, [nativeLayer('ghost', value)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Annotation layer with ID ${String(value)} was not found`);
    }
  });

  it('requires the annotation read permission before looking a layer up', async () => {
    const ctx = t.ctx;
    const noRead = {
      id: 1,
      roles: { Custom: [['all_datasource_access', 'all_datasource_access']] },
      isAdmin: false,
    } as unknown as CurrentUser;
    const run = () =>
      annotationData(ctx, [nativeLayer('x', 424242)], noRead, false, async () => []);
    await expect(run()).rejects.toThrow(AppError);
    await expect(run()).rejects.toThrow("You don't have access to annotation layers");
    const canRead = {
      ...noRead,
      roles: { Custom: [['can_read', 'Annotation']] },
    } as unknown as CurrentUser;
    await expect(
      annotationData(ctx, [nativeLayer('x', 424242)], canRead, false, async () => []),
    ).rejects.toThrow('Annotation layer with ID 424242 was not found');
    // A hidden layer is not evaluated at all.
    expect(
      await annotationData(
        ctx,
        [{ ...nativeLayer('x', 424242), show: false }],
        noRead,
        false,
        async () => [],
      ),
    ).toEqual({});
  });
});
