import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assetsFixture,
  exportedFiles,
  importBundle,
  onlyFile,
  type AssetsFixture,
} from './04-assets-fixture.ts';

/**
 * Issue #13 point 13, continued: JSON nested 20,000 deep inside a string field. The request-body depth
 * limit cannot see inside strings, so such text was stored (201) and later overflowed the stack of a
 * reader (chart export, explore) with a 500. Every write of a JSON text field refuses it with 400, and
 * reads of rows that already hold such text (written straight into the metadata store) never answer 5xx.
 */

const DEPTH = 20_000;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deep = `{"a":${deepArray}}`;
const TOO_DEEP = 'JSON is too deeply nested';

type Res = { statusCode: number; body: string; json(): unknown };

describe('deep JSON inside string fields', () => {
  let f: AssetsFixture;
  let annotationLayerId: number;
  let annotationId: number;
  let tabId: number;

  /** The field messages of a 400 (422 on FAB-default resources) `{"message": {...}}`. */
  const fieldErrors = (res: Res, status = 400) => {
    expect(res.statusCode, res.body).toBe(status);
    return (res.json() as { message: Record<string, unknown> }).message;
  };
  /** Every URL answers below 500. */
  const readsWithout5xx = async (urls: string[]) => {
    const statuses = await Promise.all(
      urls.map(async (url) => [url, (await f.admin.get(url)).statusCode] as const),
    );
    expect(statuses.filter(([, s]) => s >= 500)).toEqual([]);
    return Object.fromEntries(statuses);
  };
  const chartReads = (id: number) => [
    `/api/v1/chart/${id}`,
    `/api/v1/chart/export/?q=!(${id})`,
    `/api/v1/explore/?slice_id=${id}`,
    `/api/v1/chart/${id}/data/`,
  ];
  const dashboardReads = (id: number) => [
    `/api/v1/dashboard/${id}`,
    `/api/v1/dashboard/${id}/charts`,
    `/api/v1/dashboard/${id}/datasets`,
    `/api/v1/dashboard/${id}/tabs`,
    `/api/v1/dashboard/export/?q=!(${id})`,
  ];

  beforeAll(async () => {
    f = await assetsFixture();
    annotationLayerId = (await f.admin.post('/api/v1/annotation_layer/', { name: 'Layer' })).json()
      .id;
    const annotation = await f.admin.post(
      `/api/v1/annotation_layer/${annotationLayerId}/annotation/`,
      {
        short_descr: 'note',
        start_dttm: '2024-01-01T00:00:00',
        end_dttm: '2024-01-02T00:00:00',
        json_metadata: '{}',
      },
    );
    expect(annotation.statusCode, annotation.body).toBe(201);
    annotationId = annotation.json().id;
    const tab = await f.admin.post('/tabstateview/', {
      queryEditor: { dbId: f.dbId, name: 'Tab', sql: 'SELECT 1' },
    });
    expect(tab.statusCode, tab.body).toBe(200);
    tabId = tab.json().id;
  });
  afterAll(() => f.t.close());

  it('refuses deep chart params and query_context on create and update, and the chart stays readable', async () => {
    const base = {
      slice_name: 'Deep',
      viz_type: 'table',
      datasource_id: f.salesId,
      datasource_type: 'table',
    };
    expect(fieldErrors(await f.admin.post('/api/v1/chart/', { ...base, params: deep }))).toEqual({
      params: [TOO_DEEP],
    });
    expect(
      fieldErrors(await f.admin.post('/api/v1/chart/', { ...base, query_context: deepArray })),
    ).toEqual({ query_context: [TOO_DEEP] });
    expect(
      fieldErrors(
        await f.admin.put(`/api/v1/chart/${f.adminChartId}`, { params: deep, query_context: deep }),
      ),
    ).toEqual({ params: [TOO_DEEP], query_context: [TOO_DEEP] });
    // 100 levels is the limit and passes.
    const atLimit = `${'['.repeat(100)}${']'.repeat(100)}`;
    expect(
      (await f.admin.put(`/api/v1/chart/${f.adminChartId}`, { query_context: atLimit })).statusCode,
    ).toBe(200);
    expect((await f.admin.get(`/api/v1/chart/${f.adminChartId}`)).json()).toMatchObject({
      result: { params: '{"viz_type":"table"}' },
    });
    expect(await readsWithout5xx(chartReads(f.adminChartId))).toMatchObject({
      [`/api/v1/chart/export/?q=!(${f.adminChartId})`]: 200,
      [`/api/v1/explore/?slice_id=${f.adminChartId}`]: 200,
    });
  });

  it('refuses deep dataset extra and template params, and column and metric extra', async () => {
    const created = await f.admin.post('/api/v1/dataset/', {
      database: f.dbId,
      schema: 'main',
      table_name: 'costs',
      template_params: deep,
    });
    expect(JSON.stringify(fieldErrors(created))).toContain(TOO_DEEP);
    const pk = f.salesId;
    for (const body of [{ extra: deep }, { template_params: deep }]) {
      expect(fieldErrors(await f.admin.put(`/api/v1/dataset/${pk}`, body))).toEqual({
        [Object.keys(body)[0]!]: [TOO_DEEP],
      });
    }
    const ds = (await f.admin.get(`/api/v1/dataset/${pk}`)).json() as {
      result: {
        columns: { id: number; column_name: string }[];
        metrics: { id: number; metric_name: string; expression: string }[];
      };
    };
    const columns = ds.result.columns.map((c) => ({ id: c.id, column_name: c.column_name }));
    const metrics = ds.result.metrics.map((m) => ({
      id: m.id,
      metric_name: m.metric_name,
      expression: m.expression,
    }));
    const badColumn = await f.admin.put(`/api/v1/dataset/${pk}`, {
      columns: [{ ...columns[0], extra: deep }, ...columns.slice(1)],
    });
    expect(JSON.stringify(fieldErrors(badColumn))).toContain(TOO_DEEP);
    const badMetric = await f.admin.put(`/api/v1/dataset/${pk}`, {
      metrics: [{ ...metrics[0], extra: deep }],
    });
    expect(JSON.stringify(fieldErrors(badMetric))).toContain(TOO_DEEP);
    await readsWithout5xx([
      `/api/v1/dataset/${pk}`,
      `/api/v1/dataset/export/?q=!(${pk})`,
      `/api/v1/explore/?datasource_id=${pk}&datasource_type=table`,
    ]);
  });

  it('refuses deep dashboard layout and metadata on create, update and copy', async () => {
    const id = f.adminDashboardId;
    expect(
      fieldErrors(
        await f.admin.post('/api/v1/dashboard/', { dashboard_title: 'Deep', position_json: deep }),
      ),
    ).toEqual({ position_json: [TOO_DEEP] });
    expect(
      fieldErrors(
        await f.admin.post('/api/v1/dashboard/', { dashboard_title: 'Deep', json_metadata: deep }),
      ),
    ).toEqual({ json_metadata: [TOO_DEEP] });
    expect(
      fieldErrors(
        await f.admin.put(`/api/v1/dashboard/${id}`, { position_json: deep, json_metadata: deep }),
      ),
    ).toEqual({ position_json: [TOO_DEEP], json_metadata: [TOO_DEEP] });
    expect(
      fieldErrors(
        await f.admin.post(`/api/v1/dashboard/${id}/copy/`, {
          dashboard_title: 'Copy',
          json_metadata: deep,
        }),
      ),
    ).toEqual({ json_metadata: [TOO_DEEP] });
    const list = (
      await f.admin.get('/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:eq,value:Deep)))')
    ).json() as { count: number };
    expect(list.count).toBe(0);
    expect(await readsWithout5xx(dashboardReads(id))).toMatchObject({
      [`/api/v1/dashboard/export/?q=!(${id})`]: 200,
    });
  });

  it('refuses deep saved query, annotation, database, tab state and key-value texts', async () => {
    expect(
      fieldErrors(
        await f.admin.post('/api/v1/saved_query/', {
          db_id: f.dbId,
          label: 'Deep',
          sql: 'SELECT 1',
          template_parameters: deep,
        }),
        422,
      ),
    ).toEqual({ template_parameters: [TOO_DEEP] });
    expect(
      fieldErrors(
        await f.admin.put(`/api/v1/saved_query/${f.adminQueryId}`, { extra_json: deep }),
        422,
      ),
    ).toEqual({ extra_json: [TOO_DEEP] });
    const annotationUrl = `/api/v1/annotation_layer/${annotationLayerId}/annotation/`;
    expect(
      fieldErrors(
        await f.admin.post(annotationUrl, {
          short_descr: 'deep',
          start_dttm: '2024-01-01T00:00:00',
          end_dttm: '2024-01-02T00:00:00',
          json_metadata: deep,
        }),
      ),
    ).toEqual({ json_metadata: [TOO_DEEP] });
    expect(
      fieldErrors(await f.admin.put(`${annotationUrl}${annotationId}`, { json_metadata: deep })),
    ).toEqual({ json_metadata: [TOO_DEEP] });
    expect(fieldErrors(await f.admin.put(`/api/v1/database/${f.dbId}`, { extra: deep }))).toEqual({
      extra: [TOO_DEEP],
    });
    expect(
      fieldErrors(
        await f.admin.put(`/api/v1/database/${f.dbId}`, { masked_encrypted_extra: deep }),
      ),
    ).toEqual({ masked_encrypted_extra: [TOO_DEEP] });
    const tab = await f.admin.put(`/tabstateview/${tabId}`, { template_params: deep });
    expect({ status: tab.statusCode, body: tab.json() }).toEqual({
      status: 400,
      body: { error: 'template_params is too deeply nested' },
    });
    const newTab = await f.admin.post('/tabstateview/', {
      queryEditor: { dbId: f.dbId, name: 'Deep tab', templateParams: deep },
    });
    expect({ status: newTab.statusCode, body: newTab.json() }).toEqual({
      status: 400,
      body: { error: 'templateParams is too deeply nested' },
    });
    const formData = await f.admin.post('/api/v1/explore/form_data', {
      datasource_id: f.salesId,
      datasource_type: 'table',
      form_data: deep,
    });
    expect(fieldErrors(formData)).toEqual({ form_data: [TOO_DEEP] });
    expect(
      fieldErrors(
        await f.admin.post(`/api/v1/dashboard/${f.adminDashboardId}/filter_state`, { value: deep }),
      ),
    ).toEqual({ value: [TOO_DEEP] });
    await readsWithout5xx([
      `/api/v1/saved_query/${f.adminQueryId}`,
      `/api/v1/saved_query/export/?q=!(${f.adminQueryId})`,
      `${annotationUrl}${annotationId}`,
      `/api/v1/database/${f.dbId}`,
      `/api/v1/database/${f.dbId}/connection`,
      `/api/v1/database/export/?q=!(${f.dbId})`,
      `/tabstateview/${tabId}`,
      '/api/v1/sqllab/',
    ]);
  });

  it('refuses an import bundle holding deep JSON text, and writes nothing', async () => {
    const files = await exportedFiles(f.admin, 'chart', [f.adminChartId]);
    const [path, chart] = onlyFile(files, 'charts');
    const res = await importBundle(
      f.t,
      f.adminToken,
      'chart',
      { ...files, [path]: { ...chart, slice_name: 'Imported deep', query_context: deep } },
      { overwrite: 'true' },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      errors: [
        {
          extra: {
            [`charts/${path.split('/').slice(1).join('/')}`]:
              'Not a valid YAML file: too deeply nested',
          },
        },
      ],
    });
    expect((await f.admin.get(`/api/v1/chart/${f.adminChartId}`)).json()).toMatchObject({
      result: { slice_name: 'Admin chart' },
    });
  });

  it('reads rows already holding deep JSON text without a 5xx', async () => {
    const db = f.t.ctx.store.db;
    const copy = await f.admin.post(`/api/v1/dashboard/${f.adminDashboardId}/copy/`, {
      dashboard_title: 'Old row',
      json_metadata: '{}',
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const dashboardId = (copy.json() as { result: { id: number } }).result.id;
    const key = (
      await f.admin.post(`/api/v1/dashboard/${dashboardId}/filter_state`, { value: '{}' })
    ).json() as { key: string };
    await sql`UPDATE slices SET params = ${deep}, query_context = ${deep} WHERE id = ${f.gammaChartId}`.execute(
      db,
    );
    await sql`UPDATE dashboards SET position_json = ${deep}, json_metadata = ${deep} WHERE id = ${dashboardId}`.execute(
      db,
    );
    await sql`UPDATE datasets SET extra = ${deep}, template_params = ${deep} WHERE id = ${f.costsId}`.execute(
      db,
    );
    await sql`UPDATE dataset_columns SET extra = ${deep} WHERE table_id = ${f.costsId}`.execute(db);
    await sql`UPDATE dataset_metrics SET extra = ${deep} WHERE table_id = ${f.costsId}`.execute(db);
    await sql`UPDATE saved_query SET template_parameters = ${deep}, extra_json = ${deep} WHERE id = ${f.adminQueryId}`.execute(
      db,
    );
    await sql`UPDATE annotation SET json_metadata = ${deep} WHERE id = ${annotationId}`.execute(db);
    await sql`UPDATE dbs SET extra = ${deep} WHERE id = ${f.dbId}`.execute(db);
    await sql`UPDATE tab_state SET template_params = ${deep}, extra_json = ${deep} WHERE id = ${tabId}`.execute(
      db,
    );
    f.t.ctx.metaCache.clear();
    const statuses = await readsWithout5xx([
      ...chartReads(f.gammaChartId),
      ...dashboardReads(dashboardId),
      `/api/v1/dashboard/${dashboardId}/filter_state/${key.key}`,
      `/api/v1/dataset/${f.costsId}`,
      `/api/v1/dataset/export/?q=!(${f.costsId})`,
      `/api/v1/explore/?datasource_id=${f.costsId}&datasource_type=table`,
      `/api/v1/saved_query/${f.adminQueryId}`,
      `/api/v1/saved_query/export/?q=!(${f.adminQueryId})`,
      `/api/v1/annotation_layer/${annotationLayerId}/annotation/${annotationId}`,
      `/api/v1/database/${f.dbId}`,
      `/api/v1/database/${f.dbId}/connection`,
      `/api/v1/database/export/?q=!(${f.dbId})`,
      `/tabstateview/${tabId}`,
      '/api/v1/sqllab/',
      '/api/v1/chart/',
      '/api/v1/dashboard/',
      '/api/v1/dataset/',
    ]);
    // The chart and dashboard themselves still read; only their broken JSON reads as empty.
    expect(statuses).toMatchObject({
      [`/api/v1/chart/${f.gammaChartId}`]: 200,
      [`/api/v1/dashboard/${dashboardId}`]: 200,
      [`/api/v1/explore/?slice_id=${f.gammaChartId}`]: 200,
    });
    const copyOfOld = await f.admin.post(`/api/v1/dashboard/${dashboardId}/copy/`, {
      dashboard_title: 'Copy of old row',
      json_metadata: '{}',
    });
    expect(copyOfOld.statusCode).toBeLessThan(500);
  });
});
