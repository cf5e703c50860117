import type { ExampleChart } from './example-types.ts';
import {
  AVG_LIFE,
  ORDERS,
  SUM_FLOW,
  SUM_GDP,
  SUM_POPULATION,
  SUM_SALES,
  sqlColumn,
} from './form-data.ts';

// The charts of "World & flows": maps of the sales and of the `countries` table, and the US energy
// flows of the `flows` table as a sankey, chord, graph and tree.

/**
 * OpenStreetMap's standard tiles for the tile maps (their usage policy allows light, attributed use;
 * an operator with heavy traffic points `tile_url` at their own tile server).
 */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Maps of where the sales are, and the countries' indicators. */
export const WORLD_CHARTS: readonly ExampleChart[] = [
  {
    key: 'world_sales_map',
    name: 'Sales by country',
    dataset: 'sales',
    vizType: 'world_map',
    params: {
      entity: 'country_code',
      country_fieldtype: 'cca3',
      metric: SUM_SALES,
      adhoc_filters: [],
      show_bubbles: true,
      secondary_metric: ORDERS,
      max_bubble_size: '25',
      linear_color_scheme: 'superset_seq_1',
      y_axis_format: '$,.3s',
    },
  },
  {
    key: 'us_sales_by_state',
    name: 'US sales by state',
    dataset: 'us_sales_by_state',
    vizType: 'country_map',
    params: {
      select_country: 'usa',
      entity: 'state',
      metric: SUM_SALES,
      adhoc_filters: [],
      linear_color_scheme: 'superset_seq_1',
      number_format: '$,.3s',
    },
  },
  {
    key: 'wealth_and_health',
    name: 'Wealth and health of nations',
    dataset: 'countries',
    vizType: 'bubble_v2',
    params: {
      entity: 'name',
      series: 'region',
      x: SUM_GDP,
      y: AVG_LIFE,
      size: SUM_POPULATION,
      adhoc_filters: [],
      row_limit: 200,
      logXAxis: true,
      max_bubble_size: '25',
      xAxisFormat: '$,.2s',
      y_axis_format: '.1f',
    },
  },
  {
    key: 'wealth_and_health_classic',
    name: 'Wealth and health (classic bubble chart)',
    dataset: 'countries',
    vizType: 'bubble',
    params: {
      entity: 'name',
      series: 'region',
      x: SUM_GDP,
      y: AVG_LIFE,
      size: SUM_POPULATION,
      adhoc_filters: [],
      limit: 200,
      x_log_scale: true,
      max_bubble_size: '25',
      x_axis_format: '$,.2s',
    },
  },
  {
    key: 'country_indicators',
    name: 'Country indicators',
    dataset: 'countries',
    vizType: 'para',
    params: {
      series: 'name',
      metrics: [SUM_POPULATION, SUM_GDP, AVG_LIFE],
      adhoc_filters: [],
      row_limit: 40,
      timeseries_limit_metric: SUM_POPULATION,
      order_desc: true,
      secondary_metric: AVG_LIFE,
      include_series: false,
      linear_color_scheme: 'superset_seq_1',
    },
  },
  {
    key: 'world_regions_tree',
    name: 'Regions of the world',
    dataset: 'world_regions',
    vizType: 'tree_chart',
    params: {
      id: 'node',
      parent: 'parent',
      name: 'node',
      root_node_id: 'World',
      metric: SUM_POPULATION,
      adhoc_filters: [],
      layout: 'radial',
      row_limit: 1000,
    },
  },
  {
    key: 'country_points',
    name: 'Countries on the map',
    dataset: 'countries',
    vizType: 'mapbox',
    params: {
      all_columns_x: 'longitude',
      all_columns_y: 'latitude',
      adhoc_filters: [],
      row_limit: 1000,
      clustering_radius: '40',
      point_radius: 'Auto',
      point_radius_unit: 'Pixels',
      mapbox_label: [],
      mapbox_color: 'rgb(0, 122, 135)',
      tile_url: OSM_TILES,
    },
  },
  {
    key: 'product_mix_map',
    name: 'Product mix by country, on the map',
    dataset: 'country_sales_locations',
    vizType: 'cartodiagram',
    params: {
      geom_column: sqlColumn(
        `'{"type":"Point","coordinates":[' || longitude || ',' || latitude || ']}'`,
        'geom',
      ),
      selected_chart: JSON.stringify({
        viz_type: 'pie',
        params: {
          groupby: ['product_line'],
          metric: SUM_SALES,
          adhoc_filters: [],
          row_limit: 100,
          show_legend: false,
          show_labels: false,
        },
      }),
      chart_size: { type: 'FIXED', configs: { zoom: 1, width: 36, height: 36 }, values: {} },
      adhoc_filters: [],
      tile_url: OSM_TILES,
    },
  },
];

/** The US energy flows (quadrillion BTU, source to use). */
export const FLOW_CHARTS: readonly ExampleChart[] = [
  {
    key: 'energy_sankey',
    name: 'US energy flows',
    dataset: 'flows',
    vizType: 'sankey_v2',
    params: { source: 'source', target: 'target', metric: SUM_FLOW, adhoc_filters: [] },
  },
  {
    key: 'energy_chord',
    name: 'Energy sources and uses',
    dataset: 'flows',
    vizType: 'chord',
    params: {
      groupby: 'source',
      columns: 'target',
      metric: SUM_FLOW,
      adhoc_filters: [],
      y_axis_format: '.2f',
    },
  },
  {
    key: 'energy_graph',
    name: 'Energy network',
    dataset: 'flows',
    vizType: 'graph_chart',
    params: {
      source: 'source',
      target: 'target',
      metric: SUM_FLOW,
      adhoc_filters: [],
      layout: 'circular',
      show_legend: false,
    },
  },
];
