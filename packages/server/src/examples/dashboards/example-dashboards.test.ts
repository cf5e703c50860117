import { queryBuilders } from '@sightline/viz/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, PG_URL } from '../../../test/pg-database.ts';
import { client, createTestApp, tokenFor, type TestApp } from '../../../test/test-app.ts';
import { addExampleDashboards, bootstrap } from '../../bootstrap.ts';
import { loadConfig } from '../../config.ts';
import { EXAMPLE_CHARTS, EXAMPLE_DASHBOARDS, exampleBundle, type BundleDataset } from './bundle.ts';
import { EXAMPLE_DATASET_KEYS, type ExampleDatasetKey } from './example-types.ts';

/** Made-up datasets for the bundle's shape. */
const DATASETS = new Map<ExampleDatasetKey, BundleDataset>(
  EXAMPLE_DATASET_KEYS.map((key, i) => [
    key,
    {
      uuid: `00000000-0000-4000-8000-00000000000${i}`,
      databaseUuid: '00000000-0000-4000-8000-000000000099',
      schema: 'main',
      tableName: key,
      sql: null,
    },
  ]),
);

const FILTER_TYPES = ['filter_select', 'filter_time', 'filter_range', 'filter_timegrain'];

describe('the example charts and dashboards (definitions)', () => {
  it('draw every registered chart type, each chart placed on a dashboard once', () => {
    const types = new Set(EXAMPLE_CHARTS.map((c) => c.vizType));
    expect([...types].sort()).toEqual(Object.keys(queryBuilders).sort());
    const bundle = exampleBundle(EXAMPLE_DASHBOARDS, DATASETS);
    const placed = [...bundle.files.keys()].filter((p) => p.startsWith('charts/'));
    expect(placed).toHaveLength(EXAMPLE_CHARTS.length);
    expect(new Set(EXAMPLE_CHARTS.map((c) => c.uuid)).size).toBe(EXAMPLE_CHARTS.length);
  });

  it('have three dashboards with a markdown header, tabs and every native filter type', () => {
    expect(EXAMPLE_DASHBOARDS.map((d) => d.title)).toEqual([
      'Sales overview',
      'World & flows',
      'Chart gallery',
    ]);
    const bundle = exampleBundle(EXAMPLE_DASHBOARDS, DATASETS);
    const files = [...bundle.files.values()].filter((f) => f.kind === 'dashboards');
    for (const f of files) {
      const { position } = f.content as { position: Record<string, { type?: string }> };
      const types = Object.values(position).map((n) => n.type);
      expect(types).toContain('MARKDOWN');
      expect(types).toContain('TABS');
    }
    const sales = files[0]!.content as {
      metadata: { native_filter_configuration: { filterType: string }[] };
    };
    expect(sales.metadata.native_filter_configuration.map((f) => f.filterType).sort()).toEqual(
      [...FILTER_TYPES, 'filter_select'].sort(),
    );
  });
});

type Listed = { id: number; viz_type?: string; slice_name?: string; dashboard_title?: string };

/** Every example chart's saved query answers rows; returns the charts and dashboards listed. */
async function checkFirstStart(t: TestApp) {
  const api = client(t.app, await tokenFor(t.app));
  const dashboards = (await api.get('/api/v1/dashboard/?q=(page_size:100)')).json()
    .result as Listed[];
  expect(dashboards.map((d) => d.dashboard_title).sort()).toEqual([
    'Chart gallery',
    'Sales overview',
    'World & flows',
  ]);
  const charts = (await api.get('/api/v1/chart/?q=(page_size:100)')).json().result as Listed[];
  expect(charts).toHaveLength(EXAMPLE_CHARTS.length);
  expect(new Set(charts.map((c) => c.viz_type)).size).toBe(Object.keys(queryBuilders).length);
  const failures: string[] = [];
  for (const c of charts) {
    const res = await api.get(`/api/v1/chart/${c.id}/data/`);
    const results = res.statusCode === 200 ? (res.json().result as Record<string, unknown>[]) : [];
    const empty = results.filter((r) => !(Number(r.rowcount) > 0) || r.error);
    if (res.statusCode !== 200 || results.length === 0 || empty.length > 0)
      failures.push(`${c.viz_type} "${c.slice_name}": ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  expect(failures).toEqual([]);
  // The dashboards open with their charts and filters (ids rewritten to this store's).
  const sales = dashboards.find((d) => d.dashboard_title === 'Sales overview')!;
  const detail = (await api.get(`/api/v1/dashboard/${sales.id}`)).json().result;
  const metadata = JSON.parse(detail.json_metadata as string);
  const datasetIds = new Set(
    metadata.native_filter_configuration.flatMap((f: { targets: { datasetId?: number }[] }) =>
      f.targets.map((x) => x.datasetId).filter((x) => x !== undefined),
    ),
  );
  expect(datasetIds.size).toBe(1);
  const onDashboard = (await api.get(`/api/v1/dashboard/${sales.id}/charts`)).json().result;
  expect(onDashboard.length).toBe(21);
  return { api, charts, dashboards };
}

async function expectIdempotent(t: TestApp, charts: number) {
  // A second start on the same store finds the examples and adds nothing.
  const again = await bootstrap(t.ctx.config, () => undefined);
  try {
    expect(again.examples).toBe('present');
  } finally {
    await again.ctx.connections.closeAll();
    await again.ctx.store.close();
  }
  expect(await addExampleDashboards(t.ctx, () => undefined)).toEqual([]);
  const api = client(t.app, await tokenFor(t.app));
  const list = (await api.get('/api/v1/chart/?q=(page_size:100)')).json();
  expect(list.count).toBe(charts);
  // A deleted example dashboard comes back only on request (load-examples), its charts reused.
  const dashboards = (await api.get('/api/v1/dashboard/?q=(page_size:100)')).json().result;
  const world = (dashboards as Listed[]).find((d) => d.dashboard_title === 'World & flows')!;
  expect((await api.delete(`/api/v1/dashboard/${world.id}`)).statusCode).toBe(200);
  expect(await addExampleDashboards(t.ctx, () => undefined)).toEqual(['World & flows']);
  expect((await api.get('/api/v1/chart/?q=(page_size:100)')).json().count).toBe(charts);
}

const EXAMPLES_ON = {
  SIGHTLINE_LOAD_EXAMPLES: 'true',
  SIGHTLINE_LOAD_EXAMPLE_DASHBOARDS: 'true',
  SIGHTLINE_EXAMPLES_SALES_ROWS: '3000',
};

describe('a first start with the examples (SQLite metadata, DuckDB examples)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(EXAMPLES_ON);
  }, 120_000);
  afterAll(() => t?.close());

  it('creates three dashboards whose charts cover every chart type and all answer rows', async () => {
    const { charts } = await checkFirstStart(t);
    await expectIdempotent(t, charts.length);
  }, 120_000);
});

describe.skipIf(!PG_URL)('a first start with the examples (PostgreSQL, schema examples)', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createTempPgDatabase(PG_URL, 'sl_example_dashboards');
    drop = db.drop;
    t = await createTestApp({ ...EXAMPLES_ON, SIGHTLINE_METADATA_URL: db.url });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('creates the same dashboards, and every chart answers rows from PostgreSQL', async () => {
    const { charts } = await checkFirstStart(t);
    await expectIdempotent(t, charts.length);
  }, 120_000);
});

describe('test servers', () => {
  it('leave the example dashboards off unless asked; outside tests they are on', () => {
    expect(loadConfig({}).loadExampleDashboards).toBe(false); // this process runs under Vitest
    expect(loadConfig({ NODE_ENV: 'test' }).loadExampleDashboards).toBe(false);
    const on = { SIGHTLINE_LOAD_EXAMPLE_DASHBOARDS: 'true' };
    expect(loadConfig({ VITEST: 'true', ...on }).loadExampleDashboards).toBe(true);
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(loadConfig({}).loadExampleDashboards).toBe(true);
    } finally {
      process.env.VITEST = vitest;
    }
  });
});
