import type { AssetBundle } from '../../commands/assets/asset-bundle.ts';
import { FLOW_CHARTS, WORLD_CHARTS } from './charts-world.ts';
import { SALES_TIME_CHARTS, TRAFFIC_CHARTS } from './charts-gallery.ts';
import { SALES_DEAL_CHARTS, SALES_OVERVIEW_CHARTS, SALES_PRODUCT_CHARTS } from './charts-sales.ts';
import { EXAMPLE_DASHBOARDS, type ExampleDashboard } from './dashboards.ts';
import { exampleUuid } from './example-uuid.ts';
import type { ExampleChart, ExampleDatasetKey } from './example-types.ts';
import { buildLayout } from './layout.ts';
import { nativeFilter } from './native-filters.ts';

// The example charts and dashboards as an asset bundle in Superset's export format, imported by
// load-example-dashboards.ts through the import command the API uses.

/** Every example chart, with its uuid. */
export const EXAMPLE_CHARTS: readonly (ExampleChart & { uuid: string })[] = [
  ...SALES_OVERVIEW_CHARTS,
  ...SALES_PRODUCT_CHARTS,
  ...SALES_DEAL_CHARTS,
  ...WORLD_CHARTS,
  ...FLOW_CHARTS,
  ...TRAFFIC_CHARTS,
  ...SALES_TIME_CHARTS,
].map((c) => ({ ...c, uuid: exampleUuid(`chart:${c.key}`) }));

/** The uuid of an example dashboard. */
export const dashboardUuid = (d: ExampleDashboard): string => exampleUuid(`dashboard:${d.key}`);

const chartsByKey = new Map(EXAMPLE_CHARTS.map((c) => [c.key, c]));
/** Placeholder chart ids of the bundle (the import maps them to real ids by uuid). */
const chartIds = new Map(EXAMPLE_CHARTS.map((c, i) => [c.key, i + 1]));

function dashboardFile(
  d: ExampleDashboard,
  datasetUuid: (key: ExampleDatasetKey) => string,
): { content: Record<string, unknown>; chartKeys: string[] } {
  const layout = buildLayout({ ...d, charts: chartsByKey, chartIds });
  const placed = new Map(
    [...layout.placed].map(([key, chartId]) => [
      key,
      { chartId, dataset: chartsByKey.get(key)!.dataset },
    ]),
  );
  const metadata = {
    color_scheme: 'supersetColors',
    refresh_frequency: 0,
    timed_refresh_immune_slices: [],
    expanded_slices: {},
    label_colors: {},
    shared_label_colors: [],
    cross_filters_enabled: true,
    chart_configuration: {},
    native_filter_configuration: d.filters.map((f) =>
      nativeFilter(d.key, f, placed, layout.tabIds, datasetUuid),
    ),
  };
  return {
    content: {
      dashboard_title: d.title,
      uuid: dashboardUuid(d),
      slug: d.slug,
      css: '',
      published: true,
      position: layout.position,
      metadata,
      version: '1.0.0',
    },
    chartKeys: [...layout.placed.keys()],
  };
}

/** An existing dataset the example charts read, as the bundle names it. */
export interface BundleDataset {
  uuid: string;
  databaseUuid: string;
  schema: string | null;
  tableName: string;
  sql: string | null;
}

/**
 * The bundle of the given example dashboards, every chart they place and the datasets those read.
 * The datasets exist already: the import reuses them (matched by uuid) and maps the native filters'
 * `datasetUuid` to their ids, as for any bundle that carries its datasets.
 */
export function exampleBundle(
  dashboards: readonly ExampleDashboard[],
  datasets: ReadonlyMap<ExampleDatasetKey, BundleDataset>,
): AssetBundle {
  const files: AssetBundle['files'] = new Map();
  const datasetUuid = (key: ExampleDatasetKey) => {
    const ds = datasets.get(key);
    if (!ds) throw new Error(`Unknown example dataset ${key}`);
    files.set(`datasets/examples/${ds.tableName}.yaml`, {
      kind: 'datasets',
      content: {
        table_name: ds.tableName,
        uuid: ds.uuid,
        database_uuid: ds.databaseUuid,
        schema: ds.schema,
        sql: ds.sql,
        version: '1.0.0',
      },
    });
    return ds.uuid;
  };
  for (const d of dashboards) {
    const { content, chartKeys } = dashboardFile(d, datasetUuid);
    files.set(`dashboards/${d.slug}.yaml`, { kind: 'dashboards', content });
    for (const key of chartKeys) {
      const c = chartsByKey.get(key)!;
      files.set(`charts/${key}.yaml`, {
        kind: 'charts',
        content: {
          slice_name: c.name,
          uuid: c.uuid,
          dataset_uuid: datasetUuid(c.dataset),
          viz_type: c.vizType,
          params: { ...c.params, viz_type: c.vizType },
          description: c.description ?? null,
          version: '1.0.0',
        },
      });
    }
  }
  return { metadata: { version: '1.0.0', type: 'Dashboard' }, files };
}

export { EXAMPLE_DASHBOARDS };
