import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { multipartUpload, zipBundle } from '../../../test/bundle.ts';
import { userWithRole } from '../../../test/test-app.ts';
import { chartFixture, type ChartFixture } from '../chart/chart-test-fixture.ts';

const DATASET_UUID = '11111111-2222-4333-8444-555555555555';
const CHART_UUID = '21111111-2222-4333-8444-555555555555';
const DASHBOARD_UUID = '31111111-2222-4333-8444-555555555555';

describe('POST /api/v1/{resource}/import/', () => {
  let f: ChartFixture;
  let dbUuid = '';
  const importAs = (
    token: string,
    url: string,
    file: Buffer | null,
    fields: Record<string, string> = {},
  ) => {
    const { payload, headers } = multipartUpload(file, fields);
    return f.t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const bundle = (overrides: { dashboardTitle?: string; chartName?: string } = {}) =>
    zipBundle({
      'metadata.yaml': {
        version: '1.0.0',
        type: 'Dashboard',
        timestamp: '2024-01-01T00:00:00+00:00',
      },
      'databases/shop.yaml': {
        database_name: 'shop',
        sqlalchemy_uri: 'sqlite:///ignored.db',
        uuid: dbUuid,
        version: '1.0.0',
      },
      'datasets/shop/regions.yaml': {
        table_name: 'regions',
        uuid: DATASET_UUID,
        database_uuid: dbUuid,
        schema: null,
        sql: 'SELECT region, SUM(amount) AS amount FROM sales GROUP BY region',
        main_dttm_col: null,
        columns: [
          {
            column_name: 'region',
            type: 'VARCHAR',
            is_dttm: false,
            groupby: true,
            filterable: true,
          },
          { column_name: 'amount', type: 'DOUBLE PRECISION', is_dttm: false },
        ],
        metrics: [{ metric_name: 'total', expression: 'SUM(amount)', verbose_name: 'Total' }],
      },
      'charts/Regions_7.yaml': {
        slice_name: overrides.chartName ?? 'Regions',
        uuid: CHART_UUID,
        dataset_uuid: DATASET_UUID,
        viz_type: 'pie',
        params: {
          datasource: '7__table',
          viz_type: 'pie',
          groupby: ['region'],
          metric: 'total',
          adhoc_filters: [],
          row_limit: 100,
        },
      },
      'dashboards/Shop_3.yaml': {
        dashboard_title: overrides.dashboardTitle ?? 'Shop',
        uuid: DASHBOARD_UUID,
        slug: 'shop',
        position: {
          DASHBOARD_VERSION_KEY: 'v2',
          ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
          GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
          'ROW-1': {
            id: 'ROW-1',
            type: 'ROW',
            children: ['CHART-1'],
            parents: ['ROOT_ID', 'GRID_ID'],
            meta: { background: 'BACKGROUND_TRANSPARENT' },
          },
          'CHART-1': {
            id: 'CHART-1',
            type: 'CHART',
            children: [],
            parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
            meta: { chartId: 7, uuid: CHART_UUID, width: 4, height: 50 },
          },
        },
        metadata: {
          native_filter_configuration: [
            {
              id: 'NATIVE_FILTER-x',
              targets: [{ datasetUuid: DATASET_UUID, column: { name: 'region' } }],
              scope: { rootPath: ['ROOT_ID'], excluded: [] },
            },
          ],
        },
      },
    });

  beforeAll(async () => {
    f = await chartFixture();
    dbUuid = (await f.t.ctx.databases.findById(f.dbId))!.uuid;
  });
  afterAll(() => f.t.close());

  it('imports a dashboard with its chart and virtual dataset onto an existing database, remapping ids', async () => {
    const res = await importAs(f.adminToken, '/api/v1/dashboard/import/', bundle());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'OK' });
    const dashboards = (
      await f.api.get('/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:eq,value:Shop)))')
    ).json();
    expect(dashboards.count).toBe(1);
    const dash = (await f.api.get(`/api/v1/dashboard/${dashboards.result[0].id}`)).json().result;
    const charts = (await f.api.get(`/api/v1/dashboard/${dash.id}/charts`)).json().result as {
      id: number;
      slice_name: string;
      form_data: Record<string, unknown>;
    }[];
    expect(charts.map((c) => c.slice_name)).toEqual(['Regions']);
    const chartId = charts[0]!.id;
    const position = JSON.parse(dash.position_json);
    expect(position['CHART-1'].meta.chartId).toBe(chartId);
    const dataset = await f.t.ctx.datasets.findByUuid(DATASET_UUID);
    expect(dataset?.sql).toContain('SUM(amount)');
    expect(JSON.parse(dash.json_metadata).native_filter_configuration[0].targets[0]).toEqual({
      datasetId: dataset!.id,
      column: { name: 'region' },
    });
    expect(charts[0]!.form_data.datasource).toBe(`${dataset!.id}__table`);
    // The imported chart runs against the data: the saved metric of the imported dataset.
    const dataRes = await f.api.get(`/api/v1/chart/${chartId}/data/`);
    expect(dataRes.statusCode, dataRes.body).toBe(200);
    const data = dataRes.json().result[0];
    expect(data.data.map((r: Record<string, unknown>) => [r.region, r.total])).toEqual([
      ['APAC', 20],
      ['EMEA', 14.5],
    ]);
  });

  it('refuses to replace an existing dashboard without overwrite, and replaces it with overwrite=true', async () => {
    const refused = await importAs(
      f.adminToken,
      '/api/v1/dashboard/import/',
      bundle({ dashboardTitle: 'Shop v2' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toBe('Error importing dashboard');
    expect(refused.json().errors[0].extra['dashboards/Shop_3.yaml']).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
    const ok = await importAs(
      f.adminToken,
      '/api/v1/dashboard/import/',
      bundle({ dashboardTitle: 'Shop v2', chartName: 'Not replaced' }),
      { overwrite: 'true' },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const list = (await f.api.get('/api/v1/dashboard/')).json();
    expect(list.result.map((d: { dashboard_title: string }) => d.dashboard_title)).toEqual([
      'Shop v2',
    ]);
    // Dependencies that exist are reused, not replaced, on a dashboard import.
    const chart = (
      await f.api.get('/api/v1/chart/?q=(filters:!((col:slice_name,opr:ct,value:Regions)))')
    ).json();
    expect(chart.count).toBe(1);
  });

  it('replaces every object with /assets/import/', async () => {
    const res = await importAs(
      f.adminToken,
      '/api/v1/assets/import/',
      bundle({ chartName: 'Regions renamed' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const chart = (
      await f.api.get(
        '/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:%27Regions renamed%27)))',
      )
    ).json();
    expect(chart.count).toBe(1);
  });

  it('answers 400 without a file, for a non-ZIP file and for a non-multipart body', async () => {
    const none = await importAs(f.adminToken, '/api/v1/dashboard/import/', null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/no file/i);
    const notZip = await importAs(f.adminToken, '/api/v1/dashboard/import/', Buffer.from('hello'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toEqual({ message: 'Not a ZIP file' });
    const json = await f.api.post('/api/v1/chart/import/', { formData: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('answers 422 with per-file messages for invalid files, wrong types and masked passwords', async () => {
    const res = await importAs(
      f.adminToken,
      '/api/v1/chart/import/',
      zipBundle({
        'metadata.yaml': { version: '1.0.0', type: 'Dashboard' },
        'charts/Broken.yaml': { uuid: 'not-a-uuid', viz_type: 'pie' },
        'databases/remote.yaml': {
          database_name: 'remote',
          sqlalchemy_uri: 'postgresql://u:XXXXXXXXXX@db.example/x',
          uuid: '41111111-2222-4333-8444-555555555555',
        },
      }),
    );
    expect(res.statusCode).toBe(422);
    const extra = res.json().errors[0].extra;
    expect(extra['metadata.yaml']).toEqual({ type: ['Must be equal to Slice.'] });
    expect(extra['charts/Broken.yaml'].slice_name).toEqual(['Missing data for required field.']);
    expect(extra['charts/Broken.yaml'].uuid).toBeDefined();
    const pw = await importAs(
      f.adminToken,
      '/api/v1/database/import/',
      zipBundle({
        'metadata.yaml': { version: '1.0.0', type: 'Database' },
        'databases/remote.yaml': {
          database_name: 'remote',
          sqlalchemy_uri: 'postgresql://u:XXXXXXXXXX@db.example/x',
          uuid: '41111111-2222-4333-8444-555555555555',
        },
      }),
    );
    expect(pw.statusCode).toBe(422);
    expect(pw.json().errors[0].extra['databases/remote.yaml']).toEqual({
      _schema: ['Must provide a password for the database'],
    });
    // Nothing of a rejected bundle was written.
    expect(await f.t.ctx.databases.findByName('remote')).toBeNull();
  });

  it('exports a dashboard with its charts, datasets and database, and the bundle imports back', async () => {
    const dash = (await f.api.get('/api/v1/dashboard/')).json().result[0];
    const res = await f.api.get(`/api/v1/dashboard/export/?q=!(${dash.id})`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="dashboard_export_\d{8}T\d{6}\.zip"$/,
    );
    const files = unzipSync(res.rawPayload);
    const names = Object.keys(files)
      .map((n) => n.split('/').slice(1).join('/'))
      .sort();
    expect(names).toEqual([
      expect.stringMatching(/^charts\/Regions_renamed_\d+\.yaml$/),
      `dashboards/Shop_${dash.id}.yaml`,
      'databases/shop.yaml',
      expect.stringMatching(/^datasets\/shop\/regions_\d+\.yaml$/),
      'metadata.yaml',
    ]);
    const dashboardYaml = parseYaml(
      new TextDecoder().decode(Object.entries(files).find(([n]) => n.includes('/dashboards/'))![1]),
    );
    expect(dashboardYaml.position['CHART-1'].meta.uuid).toBe(CHART_UUID);
    expect(dashboardYaml.uuid).toBe(DASHBOARD_UUID);
    const back = await importAs(
      f.adminToken,
      '/api/v1/dashboard/import/',
      Buffer.from(res.rawPayload),
      { overwrite: 'true' },
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await f.api.get('/api/v1/dashboard/export/?q=!(999999)')).statusCode).toBe(404);
  });

  it('needs write permission on the resource', async () => {
    const gamma = await userWithRole(f.t, f.adminToken, 'gamma_importer', 'Gamma');
    const res = await importAs(gamma.token, '/api/v1/database/import/', bundle());
    expect(res.statusCode).toBe(403);
  });
});
