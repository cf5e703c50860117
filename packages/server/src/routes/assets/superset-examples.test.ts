import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { multipartUpload, zipDirectory } from '../../../test/bundle.ts';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import { EXAMPLES_DATABASE_UUID } from '../../bootstrap.ts';
import { createDatabase } from '../../commands/database/save-database.ts';
import { duckdbTarget, loadDataDir } from '../../examples/load-data.ts';
import { loadCurrentUser } from '../../security/current-user.ts';

// Superset's own example dashboards (Featured Charts, Sales Dashboard, Video Game Sales: 48 charts over
// 26 viz types), imported as Superset exports them, over the real example data they were made for.
const SHARED = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/data');

interface ChartFile {
  path: string;
  slice_name: string;
  viz_type: string;
  dataset_uuid: string;
  params: Record<string, unknown>;
}

/** The 48 chart files of the bundle (three pairs share a uuid, so Superset and we store 45 charts). */
function chartFiles(): ChartFile[] {
  const root = join(SHARED, 'superset-examples/charts');
  return readdirSync(root).flatMap((folder) =>
    readdirSync(join(root, folder)).map((name) => ({
      path: `${folder}/${name}`,
      ...(parseYaml(readFileSync(join(root, folder, name), 'utf8')) as Omit<ChartFile, 'path'>),
    })),
  );
}

interface ChartRow {
  id: number;
  slice_name: string;
  viz_type: string;
}

describe('Superset example assets', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let charts: ChartRow[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const path = join(t.dataDir, 'superset-examples.duckdb');
    const target = await duckdbTarget(path);
    await loadDataDir(join(SHARED, 'examples'), target, {
      onlyFiles: ['sales.csv', 'video_game_sales.csv'],
    });
    await target.execute('ALTER TABLE sales RENAME TO cleaned_sales_data');
    // Superset's example loader parses video_game_sales.year with format %Y into a DATE (the dataset
    // YAML still says BIGINT); the CSV holds plain years.
    await target.execute(
      'ALTER TABLE video_game_sales ALTER COLUMN year TYPE DATE USING make_date(CAST(year AS INTEGER), 1, 1)',
    );
    await target.close();
    const admin = await loadCurrentUser(t.ctx, (await t.ctx.users.findForLogin('admin'))!.id);
    await createDatabase(
      t.ctx,
      {
        database_name: 'examples',
        uuid: EXAMPLES_DATABASE_UUID,
        sqlalchemy_uri: `duckdb:///${path}`,
      },
      admin,
      { skipTest: true, trusted: true },
    );
    const token = await tokenFor(t.app);
    api = client(t.app, token);
    const { payload, headers } = multipartUpload(zipDirectory(join(SHARED, 'superset-examples')));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets/import/',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body}`);
    const list = await api.get(
      '/api/v1/chart/?q=(page_size:100,columns:!(id,slice_name,viz_type),order_column:slice_name,order_direction:asc)',
    );
    if (list.statusCode !== 200) throw new Error(list.body);
    charts = list.json().result as ChartRow[];
  }, 120_000);
  afterAll(() => t?.close());

  it('imports the three dashboards, the charts (48 files, 45 uuids) over 26 viz types, and the four datasets', async () => {
    const files = chartFiles();
    expect(files).toHaveLength(48);
    expect(new Set(files.map((c) => c.viz_type)).size).toBe(26);
    expect(charts).toHaveLength(
      new Set(files.map((f) => (f as unknown as { uuid: string }).uuid)).size,
    );
    expect(charts).toHaveLength(45);
    const dashboards = (
      await api.get('/api/v1/dashboard/?q=(order_column:dashboard_title,order_direction:asc)')
    )
      .json()
      .result.map((d: { dashboard_title: string }) => d.dashboard_title);
    expect(dashboards).toEqual(['Featured Charts', 'Sales Dashboard', 'Video Game Sales']);
    const featured = (
      await api.get(
        '/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:eq,value:%27Featured Charts%27)))',
      )
    ).json().result[0];
    expect((await api.get(`/api/v1/dashboard/${featured.id}/charts`)).json().result).toHaveLength(
      25,
    );
    expect((await api.get('/api/v1/dataset/')).json().count).toBe(4);
  });

  it('every one of the 48 charts returns data when built from its saved form data, as the browser builds it', async () => {
    const failures: string[] = [];
    for (const chart of chartFiles()) {
      const dataset = await t.ctx.datasets.findByUuid(chart.dataset_uuid);
      const formData = { ...chart.params, datasource: `${dataset!.id}__table` };
      const res = await api.post('/api/v1/chart/data', {
        form_data: formData,
        result_format: 'json',
        result_type: 'full',
      });
      const results = res.statusCode === 200 ? (res.json().result as { rowcount: number }[]) : [];
      if (results.length === 0 || results.some((r) => r.rowcount < 1))
        failures.push(
          `${chart.path} (${chart.viz_type}): ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('every chart answers GET /api/v1/chart/{id}/data/ from the query context Superset saved', async () => {
    const failures: string[] = [];
    for (const chart of charts) {
      const res = await api.get(`/api/v1/chart/${chart.id}/data/`);
      if (res.statusCode !== 200)
        failures.push(
          `${chart.slice_name} (${chart.viz_type}): ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
