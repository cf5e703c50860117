import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof client>;
let dbId: number;
let fixture: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t.app, await tokenFor(t.app));
  fixture = join(mkdtempSync(join(tmpdir(), 'sl-dsfix-')), 'sales.db');
  const db = new Database(fixture);
  db.exec(`
    CREATE TABLE sales (id INTEGER PRIMARY KEY, region VARCHAR(20), amount DOUBLE, qty INTEGER, sold_at TIMESTAMP, day DATE, ok BOOLEAN);
    INSERT INTO sales VALUES (1, 'EMEA', 10.5, 2, '2024-01-01 10:00:00', '2024-01-01', 1), (2, 'APAC', 20, 1, '2024-02-01 09:00:00', '2024-02-01', 0);
  `);
  db.close();
  const res = await api.post('/api/v1/database/', {
    database_name: 'salesdb',
    sqlalchemy_uri: `sqlite:///${fixture}`,
  });
  dbId = res.json().id;
});
afterAll(async () => t.close());

describe('physical datasets', () => {
  it('creates a dataset with typed columns, a count metric and the caller as owner', async () => {
    const res = await api.post('/api/v1/dataset/', {
      database: dbId,
      schema: 'main',
      table_name: 'sales',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, result, data } = res.json();
    expect(result).toEqual({ database: dbId, schema: 'main', table_name: 'sales' });
    expect(data).toMatchObject({
      uid: `${id}__table`,
      type: 'table',
      name: 'main.sales',
      main_dttm_col: 'sold_at',
    });
    const item = (await api.get(`/api/v1/dataset/${id}`)).json().result;
    const byName = Object.fromEntries(
      item.columns.map((c: { column_name: string }) => [c.column_name, c]),
    );
    expect(byName.amount).toMatchObject({ type_generic: GenericDataType.NUMERIC, is_dttm: false });
    expect(byName.qty).toMatchObject({ type_generic: GenericDataType.NUMERIC });
    expect(byName.region).toMatchObject({ type_generic: GenericDataType.STRING });
    expect(byName.sold_at).toMatchObject({ type_generic: GenericDataType.TEMPORAL, is_dttm: true });
    expect(byName.day).toMatchObject({ type_generic: GenericDataType.TEMPORAL, is_dttm: true });
    expect(byName.ok).toMatchObject({ type_generic: GenericDataType.BOOLEAN });
    expect(item.metrics).toEqual([
      expect.objectContaining({
        metric_name: 'count',
        expression: 'COUNT(*)',
        verbose_name: 'COUNT(*)',
      }),
    ]);
    expect(item.owners).toEqual([{ id: 1, first_name: 'Admin', last_name: 'User' }]);
    expect(item).toMatchObject({
      uid: `${id}__table`,
      kind: 'physical',
      database: { id: dbId, database_name: 'salesdb', backend: 'sqlite' },
    });
    const picked = (
      await api.get(
        `/api/v1/dataset/${id}?q=(columns:!(table_name,database.id,columns.column_name))`,
      )
    ).json().result;
    expect(picked).toEqual({
      table_name: 'sales',
      database: { id: dbId },
      columns: item.columns.map((c: { column_name: string }) => ({ column_name: c.column_name })),
    });
  });

  it('refuses duplicates, missing tables and unknown databases with 422, bad bodies with 400', async () => {
    const dup = await api.post('/api/v1/dataset/', {
      database: dbId,
      schema: 'main',
      table_name: 'sales',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toEqual({ message: { table_name: ['Dataset main.sales already exists'] } });
    const missing = await api.post('/api/v1/dataset/', {
      database: dbId,
      schema: 'main',
      table_name: 'nope',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message.table_name[0]).toMatch(/Table \[nope\] could not be found/);
    expect(
      (await api.post('/api/v1/dataset/', { database: 9999, table_name: 'sales' })).json(),
    ).toEqual({ message: { database: ['Database does not exist'] } });
    expect(
      (await api.post('/api/v1/dataset/', { database: 'x', table_name: 'sales' })).statusCode,
    ).toBe(400);
    expect(
      (await api.post('/api/v1/dataset/', { database: dbId, table_name: '' })).statusCode,
    ).toBe(400);
    expect(
      (
        await api.post('/api/v1/dataset/', { database: dbId, table_name: 'sales', owners: [777] })
      ).json(),
    ).toEqual({ message: { owners: ['Owners are invalid'] } });
  });

  it('updates columns and metrics as replacement lists and validates them', async () => {
    const id = (
      await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
    ).json().ids[0];
    const item = (await api.get(`/api/v1/dataset/${id}`)).json().result;
    const region = item.columns.find((c: { column_name: string }) => c.column_name === 'region');
    const res = await api.put(`/api/v1/dataset/${id}`, {
      description: 'Orders by region',
      columns: [
        {
          id: region.id,
          column_name: 'region',
          verbose_name: 'Region',
          filterable: true,
          groupby: true,
        },
        { column_name: 'amount_x2', expression: 'amount * 2', type: 'DOUBLE' },
      ],
      metrics: [{ metric_name: 'total', expression: 'SUM(amount)', d3format: ',.2f' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await api.get(`/api/v1/dataset/${id}`)).json().result;
    expect(after.description).toBe('Orders by region');
    expect(after.columns.map((c: { column_name: string; id: number }) => c.column_name)).toEqual([
      'region',
      'amount_x2',
    ]);
    expect(after.columns[0]).toMatchObject({ id: region.id, verbose_name: 'Region' });
    expect(after.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['total']);
    expect(after.column_formats).toEqual({ total: ',.2f' });
    const dupMetrics = await api.put(`/api/v1/dataset/${id}`, {
      metrics: [
        { metric_name: 'a', expression: 'COUNT(*)' },
        { metric_name: 'a', expression: 'SUM(qty)' },
      ],
    });
    expect(dupMetrics.statusCode).toBe(422);
    expect(dupMetrics.json().message.metrics[0]).toMatch(/duplicated: a/);
    expect(
      (await api.put(`/api/v1/dataset/${id}`, { columns: [{ id: 123456, column_name: 'x' }] }))
        .statusCode,
    ).toBe(422);
    expect(
      (await api.put(`/api/v1/dataset/${id}`, { metrics: [{ metric_name: 'm' }] })).statusCode,
    ).toBe(400);
    expect((await api.put('/api/v1/dataset/99999', { description: 'x' })).statusCode).toBe(404);
  });

  it('refresh re-reads columns from the source and keeps metrics and calculated columns', async () => {
    const id = (
      await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
    ).json().ids[0];
    const db = new Database(fixture);
    db.exec('ALTER TABLE sales ADD COLUMN channel VARCHAR(10)');
    db.close();
    expect((await api.put(`/api/v1/dataset/${id}/refresh`)).json()).toEqual({ message: 'OK' });
    const after = (await api.get(`/api/v1/dataset/${id}`)).json().result;
    const names = after.columns.map((c: { column_name: string }) => c.column_name);
    expect(names).toEqual(
      expect.arrayContaining(['region', 'amount_x2', 'channel', 'sold_at', 'id']),
    );
    expect(after.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['total']);
  });
});

describe('virtual datasets', () => {
  it('creates one from a SELECT and reads its columns from the query', async () => {
    const res = await api.post('/api/v1/dataset/', {
      database: dbId,
      schema: 'main',
      table_name: 'by_region',
      sql: 'SELECT region, SUM(amount) AS total FROM sales GROUP BY region',
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = (await api.get(`/api/v1/dataset/${res.json().id}`)).json().result;
    expect(item.kind).toBe('virtual');
    expect(item.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'region',
      'total',
    ]);
    const copy = await api.post('/api/v1/dataset/duplicate', {
      base_model_id: res.json().id,
      table_name: 'by_region_copy',
    });
    expect(copy.statusCode).toBe(201);
    const copied = (await api.get(`/api/v1/dataset/${copy.json().id}`)).json().result;
    expect(copied).toMatchObject({ table_name: 'by_region_copy', sql: item.sql, kind: 'virtual' });
    expect(copied.metrics.map((m: { metric_name: string }) => m.metric_name)).toEqual(['count']);
    const list = (
      await api.get(
        '/api/v1/dataset/?q=(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!f)),order_column:table_name,order_direction:asc)',
      )
    ).json();
    expect(list.result.map((r: { table_name: string }) => r.table_name)).toEqual([
      'by_region',
      'by_region_copy',
    ]);
  });

  it('refuses statements that are not a single SELECT, and SQL errors', async () => {
    for (const sql of [
      'DELETE FROM sales',
      'SELECT 1; DROP TABLE sales',
      'UPDATE sales SET qty = 0',
    ]) {
      const res = await api.post('/api/v1/dataset/', {
        database: dbId,
        table_name: `bad_${sql.length}`,
        sql,
      });
      expect(res.statusCode, sql).toBe(422);
    }
    const broken = await api.post('/api/v1/dataset/', {
      database: dbId,
      table_name: 'broken',
      sql: 'SELECT nope FROM sales',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors[0].error_type).toMatch(
      /COLUMN_DOES_NOT_EXIST_ERROR|GENERIC_DB_ENGINE_ERROR/,
    );
    const physical = (
      await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
    ).json().ids[0];
    expect(
      (await api.post('/api/v1/dataset/duplicate', { base_model_id: physical, table_name: 'copy' }))
        .statusCode,
    ).toBe(422);
  });
});

describe('ownership, access and deletion', () => {
  it('limits Gamma to granted datasets and non-owners to reading', async () => {
    const admin = await tokenFor(t.app);
    const gamma = await userWithRole(t, admin, 'gamma2', 'Gamma');
    const id = (
      await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))')
    ).json().ids[0];
    expect((await gamma.api.get('/api/v1/dataset/')).json().count).toBe(0);
    expect((await gamma.api.get(`/api/v1/dataset/${id}`)).statusCode).toBe(404);
    const pv = await t.ctx.roles.ensurePermissionView([
      'datasource_access',
      `[salesdb].[sales](id:${id})`,
    ]);
    await t.ctx.roles.addPermissionViews((await t.ctx.roles.findByName('Gamma'))!.id, [pv]);
    expect((await gamma.api.get('/api/v1/dataset/')).json().ids).toEqual([id]);
    expect((await gamma.api.put(`/api/v1/dataset/${id}`, { description: 'mine' })).statusCode).toBe(
      403,
    );
    const alpha = await userWithRole(t, admin, 'alpha2', 'Alpha');
    expect((await alpha.api.put(`/api/v1/dataset/${id}`, { description: 'mine' })).json()).toEqual({
      message: 'Forbidden',
    });
    expect((await api.put(`/api/v1/dataset/${id}`, { owners: [1, alpha.id] })).statusCode).toBe(
      200,
    );
    expect(
      (await alpha.api.put(`/api/v1/dataset/${id}`, { description: 'now mine' })).statusCode,
    ).toBe(200);
    const related = (await api.get('/api/v1/dataset/related/owners?q=(filter:alpha2)')).json();
    expect(related.result).toEqual([
      {
        value: alpha.id,
        text: 'alpha2 Tester',
        extra: { email: 'alpha2@example.com', active: true },
      },
    ]);
    expect((await api.get('/api/v1/dataset/related/nope')).statusCode).toBe(404);
  });

  it('deletes one or many datasets', async () => {
    const ids = (
      await api.get('/api/v1/dataset/?q=(filters:!((col:table_name,opr:sw,value:by_region)))')
    ).json().ids;
    expect(ids).toHaveLength(2);
    expect((await api.delete(`/api/v1/dataset/?q=!(${ids.join(',')})`)).json()).toEqual({
      message: 'Deleted 2 datasets',
    });
    expect((await api.get(`/api/v1/dataset/${ids[0]}`)).statusCode).toBe(404);
    expect((await api.delete(`/api/v1/dataset/${ids[0]}`)).statusCode).toBe(404);
    expect((await api.delete('/api/v1/dataset/?q=!(abc)')).statusCode).toBe(400);
  });
});
