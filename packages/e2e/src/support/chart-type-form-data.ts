// Saved form data of one realistic chart per viz_type on the generated example tables (sales,
// daily_metrics, flows, countries), with the keys Superset saves. chart-types.e2e.ts creates each
// chart through the API and renders it; a registered type missing here fails that test.

/** The generated example tables the charts are built on. */
export type ExampleTable = 'sales' | 'daily_metrics' | 'flows' | 'countries';

/** What a chart must show once rendered: a drawing, or the map types' "not configured" notice. */
export type ExpectedRender = 'drawing' | 'tiles-not-configured';

/** One chart of the table: its dataset and its form data without `datasource` and `viz_type`. */
export interface ChartTypeCase {
  table: ExampleTable;
  params: Record<string, unknown>;
  expected: ExpectedRender;
}

/** The message the tile-based map types show without a tile URL (charts/_geo/web-mercator.ts). */
export const TILES_NOT_CONFIGURED_TEXT = 'Map tiles are not configured';

const simple = (aggregate: string, column: string) => ({
  expressionType: 'SIMPLE',
  aggregate,
  column: { column_name: column },
  label: `${aggregate}(${column})`,
  hasCustomLabel: false,
  optionName: `metric_${aggregate.toLowerCase()}_${column}`,
});
const sql = (sqlExpression: string, label: string) => ({
  expressionType: 'SQL',
  sqlExpression,
  label,
  hasCustomLabel: true,
  optionName: `metric_${label}`,
});
const sqlColumn = (sqlExpression: string, label: string) => ({
  expressionType: 'SQL',
  sqlExpression,
  label,
});
const timeRange = (subject: string, comparator: string) => ({
  expressionType: 'SIMPLE',
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator,
});

const SUM_SALES = simple('SUM', 'sales');
const SUM_QUANTITY = simple('SUM', 'quantity');
const AVG_PRICE = simple('AVG', 'price');
const ORDER_LINES = sql('COUNT(*)', 'order_lines');
const SUM_VISITORS = simple('SUM', 'visitors');
const SUM_SIGNUPS = simple('SUM', 'signups');
const SUM_REVENUE = simple('SUM', 'revenue');
const SUM_FLOW = simple('SUM', 'value');
const YEAR_2025 = '2025-01-01 : 2026-01-01';

/** Monthly sales by region over 2025: the shared shape of the ECharts time-series family. */
const monthlySalesByRegion = {
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: [SUM_SALES],
  groupby: ['region'],
  adhoc_filters: [timeRange('order_date', YEAR_2025)],
  row_limit: 10000,
  order_desc: true,
  rich_tooltip: true,
  show_legend: true,
  color_scheme: 'supersetColors',
};

/** An XYZ tile URL template without placeholders: every tile is this light grid square. */
const OFFLINE_TILE_URL =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIyNTYiIGhlaWdodD0iMjU2Ij48cmVjdCB3aWR0aD0iMjU2IiBoZWlnaHQ9IjI1NiIgZmlsbD0iI2U4ZWVmMCIvPjxwYXRoIGQ9Ik0wIDBIMjU2VjI1NiIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjYzNjZmQzIi8+PC9zdmc+';
const drawing = (table: ExampleTable, params: Record<string, unknown>): ChartTypeCase => ({
  table,
  params,
  expected: 'drawing',
});

/** One case per registered viz_type. */
export const CHART_TYPE_CASES: Readonly<Record<string, ChartTypeCase>> = {
  echarts_area: drawing('sales', { ...monthlySalesByRegion, stack: 'Stack', opacity: 0.4 }),
  echarts_timeseries: drawing('sales', {
    ...monthlySalesByRegion,
    seriesType: 'line',
    markerEnabled: true,
  }),
  echarts_timeseries_bar: drawing('sales', {
    ...monthlySalesByRegion,
    stack: 'Stack',
    orientation: 'vertical',
  }),
  echarts_timeseries_line: drawing('daily_metrics', {
    x_axis: 'ds',
    time_grain_sqla: 'P1W',
    metrics: [SUM_VISITORS],
    groupby: ['channel'],
    adhoc_filters: [],
    row_limit: 10000,
    y_axis_format: 'SMART_NUMBER',
  }),
  echarts_timeseries_scatter: drawing('sales', {
    ...monthlySalesByRegion,
    groupby: ['deal_size'],
    markerSize: 8,
  }),
  echarts_timeseries_smooth: drawing('daily_metrics', {
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metrics: [SUM_SIGNUPS],
    groupby: ['channel'],
    adhoc_filters: [],
    row_limit: 10000,
  }),
  echarts_timeseries_step: drawing('daily_metrics', {
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metrics: [SUM_REVENUE],
    groupby: [],
    adhoc_filters: [],
    seriesType: 'end',
  }),
  mixed_timeseries: drawing('daily_metrics', {
    x_axis: 'ds',
    time_grain_sqla: 'P1M',
    metrics: [SUM_VISITORS],
    groupby: [],
    adhoc_filters: [],
    seriesType: 'line',
    metrics_b: [SUM_REVENUE],
    groupby_b: [],
    adhoc_filters_b: [],
    seriesTypeB: 'bar',
    yAxisIndexB: 1,
    y_axis_format_secondary: '$,.0f',
  }),
  big_number: drawing('sales', {
    x_axis: 'order_date',
    time_grain_sqla: 'P1M',
    metric: SUM_SALES,
    adhoc_filters: [],
    compare_lag: 1,
    compare_suffix: 'vs last month',
    show_trend_line: true,
    y_axis_format: '$,.0f',
  }),
  big_number_total: drawing('sales', {
    metric: SUM_SALES,
    adhoc_filters: [timeRange('order_date', YEAR_2025)],
    subtitle: 'Sales in 2025',
    y_axis_format: '$,.0f',
  }),
  pop_kpi: drawing('sales', {
    metric: SUM_SALES,
    adhoc_filters: [timeRange('order_date', YEAR_2025)],
    time_compare: '1 year ago',
    comparison_type: 'values',
    y_axis_format: '$,.0f',
  }),
  gauge_chart: drawing('sales', {
    metric: AVG_PRICE,
    groupby: [],
    adhoc_filters: [],
    min_val: 0,
    max_val: 200,
    number_format: '$,.2f',
    show_progress: true,
  }),
  funnel: drawing('sales', {
    groupby: ['status'],
    metric: ORDER_LINES,
    adhoc_filters: [],
    row_limit: 10,
    sort_by_metric: true,
  }),
  bullet: drawing('sales', {
    metric: SUM_QUANTITY,
    adhoc_filters: [timeRange('order_date', YEAR_2025)],
    ranges: '20000,40000,60000',
    range_labels: 'Low,Target,Stretch',
    markers: '45000',
    marker_labels: 'Plan',
  }),
  pie: drawing('sales', {
    groupby: ['product_line'],
    metric: SUM_SALES,
    adhoc_filters: [],
    row_limit: 100,
    donut: true,
    show_labels: true,
    label_type: 'key_percent',
  }),
  sunburst_v2: drawing('sales', {
    columns: ['region', 'product_line'],
    metric: SUM_SALES,
    adhoc_filters: [],
    show_labels: true,
  }),
  treemap_v2: drawing('sales', {
    groupby: ['region', 'country'],
    metric: SUM_SALES,
    adhoc_filters: [],
  }),
  tree_chart: drawing('flows', {
    id: 'target',
    parent: 'source',
    name: 'target',
    metric: SUM_FLOW,
    adhoc_filters: [],
    layout: 'orthogonal',
    orient: 'LR',
  }),
  partition: drawing('sales', {
    groupby: ['region', 'product_line'],
    metrics: [SUM_SALES],
    adhoc_filters: [],
    time_series_option: 'not_time',
  }),
  box_plot: drawing('sales', {
    columns: ['country'],
    groupby: ['region'],
    metrics: [SUM_SALES],
    adhoc_filters: [],
    whiskerOptions: 'Tukey',
  }),
  histogram_v2: drawing('sales', {
    column: 'price',
    groupby: ['deal_size'],
    adhoc_filters: [],
    bins: 12,
    row_limit: 10000,
  }),
  horizon: drawing('daily_metrics', {
    granularity_sqla: 'ds',
    time_range: '2025-01-01 : 2026-01-01',
    metrics: [SUM_VISITORS],
    groupby: ['channel'],
    adhoc_filters: [],
    series_height: '40',
    horizon_color_scale: 'series',
  }),
  bubble_v2: drawing('countries', {
    entity: 'name',
    series: 'region',
    x: simple('SUM', 'gdp_usd'),
    y: simple('AVG', 'life_expectancy'),
    size: simple('SUM', 'population'),
    adhoc_filters: [],
    row_limit: 200,
    logXAxis: true,
    max_bubble_size: '25',
  }),
  bubble: drawing('countries', {
    entity: 'name',
    series: 'region',
    x: simple('SUM', 'gdp_usd'),
    y: simple('AVG', 'life_expectancy'),
    size: simple('SUM', 'population'),
    adhoc_filters: [],
    limit: 200,
    x_log_scale: true,
    max_bubble_size: '25',
  }),
  heatmap_v2: drawing('sales', {
    x_axis: 'region',
    groupby: 'product_line',
    metric: SUM_SALES,
    adhoc_filters: [],
    linear_color_scheme: 'superset_seq_1',
    show_values: true,
  }),
  cal_heatmap: drawing('daily_metrics', {
    granularity_sqla: 'ds',
    time_range: '2025-01-01 : 2025-07-01',
    metrics: [SUM_SIGNUPS],
    adhoc_filters: [],
    domain_granularity: 'month',
    subdomain_granularity: 'day',
  }),
  paired_ttest: drawing('daily_metrics', {
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1M',
    time_range: 'No filter',
    metrics: [SUM_VISITORS],
    groupby: ['channel'],
    adhoc_filters: [],
  }),
  chord: drawing('flows', {
    groupby: 'source',
    columns: 'target',
    metric: SUM_FLOW,
    adhoc_filters: [],
    y_axis_format: '.2f',
  }),
  sankey_v2: drawing('flows', {
    source: 'source',
    target: 'target',
    metric: SUM_FLOW,
    adhoc_filters: [],
  }),
  graph_chart: drawing('flows', {
    source: 'source',
    target: 'target',
    metric: SUM_FLOW,
    adhoc_filters: [],
    layout: 'force',
  }),
  para: drawing('countries', {
    series: 'name',
    metrics: [
      simple('SUM', 'population'),
      simple('SUM', 'gdp_usd'),
      simple('AVG', 'life_expectancy'),
    ],
    adhoc_filters: [],
    row_limit: 60,
    include_series: false,
    linear_color_scheme: 'superset_seq_1',
  }),
  rose: drawing('sales', {
    granularity_sqla: 'order_date',
    time_grain_sqla: 'P1M',
    time_range: YEAR_2025,
    metrics: [SUM_SALES],
    groupby: ['product_line'],
    adhoc_filters: [],
  }),
  radar: drawing('sales', {
    groupby: ['region'],
    metrics: [SUM_SALES, SUM_QUANTITY, ORDER_LINES, AVG_PRICE],
    adhoc_filters: [],
    row_limit: 10,
  }),
  word_cloud: drawing('sales', {
    series: 'product',
    metric: SUM_SALES,
    adhoc_filters: [],
    row_limit: 60,
    rotation: 'square',
    size_from: 10,
    size_to: 60,
  }),
  world_map: drawing('sales', {
    entity: 'country_code',
    country_fieldtype: 'cca3',
    metric: SUM_SALES,
    adhoc_filters: [],
    show_bubbles: true,
    secondary_metric: ORDER_LINES,
    max_bubble_size: '25',
  }),
  country_map: drawing('sales', {
    select_country: 'usa',
    // The examples have no subdivisions: spread US customers over a few states by a hash of their name.
    entity: sqlColumn(
      "'US-' || CASE CAST(hash(customer) % 5 AS INTEGER) WHEN 0 THEN 'CA' WHEN 1 THEN 'NY' WHEN 2 THEN 'TX' WHEN 3 THEN 'WA' ELSE 'FL' END",
      'state',
    ),
    metric: SUM_SALES,
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country_code',
        operator: '==',
        comparator: 'USA',
      },
    ],
  }),
  compare: drawing('sales', {
    granularity_sqla: 'order_date',
    time_grain_sqla: 'P1M',
    time_range: 'No filter',
    metrics: [SUM_SALES],
    groupby: ['region'],
    adhoc_filters: [],
  }),
  time_pivot: drawing('daily_metrics', {
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1M',
    time_range: 'No filter',
    metric: SUM_VISITORS,
    freq: 'AS',
    adhoc_filters: [],
  }),
  time_table: drawing('daily_metrics', {
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1W',
    time_range: 'No filter',
    metrics: [SUM_VISITORS],
    groupby: ['channel'],
    adhoc_filters: [],
    column_collection: [
      {
        key: 'trend',
        label: 'Trend',
        colType: 'spark',
        width: '300',
        height: '40',
        showYAxis: false,
      },
      {
        key: 'wow',
        label: 'Week over week',
        colType: 'time',
        timeLag: 1,
        comparisonType: 'perc_change',
        d3format: '.1%',
      },
      { key: 'avg', label: '4-week average', colType: 'avg', timeLag: 4, d3format: ',.0f' },
    ],
  }),
  table: drawing('sales', {
    query_mode: 'aggregate',
    groupby: ['region'],
    metrics: [SUM_SALES, ORDER_LINES],
    adhoc_filters: [],
    row_limit: 100,
    show_cell_bars: true,
  }),
  pivot_table_v2: drawing('sales', {
    groupbyRows: ['region'],
    groupbyColumns: ['deal_size'],
    metrics: [SUM_SALES],
    adhoc_filters: [],
    aggregateFunction: 'Sum',
    rowTotals: true,
    colTotals: true,
    valueFormat: '$,.0f',
  }),
  handlebars: drawing('sales', {
    query_mode: 'aggregate',
    groupby: ['product_line'],
    metrics: [SUM_SALES],
    adhoc_filters: [],
    row_limit: 20,
    handlebarsTemplate:
      '<h3>Sales by product line</h3><ul>{{#each data}}<li><b>{{this.product_line}}</b>: {{this.[SUM(sales)]}}</li>{{/each}}</ul>',
  }),
  waterfall: drawing('sales', {
    x_axis: 'order_date',
    time_grain_sqla: 'P3M',
    groupby: [],
    metric: SUM_SALES,
    adhoc_filters: [timeRange('order_date', '2024-01-01 : 2026-01-01')],
    show_value: true,
  }),
  gantt_chart: drawing('sales', {
    start_time: sqlColumn("date_trunc('month', order_date)", 'month_start'),
    end_time: sqlColumn("date_trunc('month', order_date) + INTERVAL 1 MONTH", 'month_end'),
    y_axis: 'product_line',
    series: 'deal_size',
    subcategories: true,
    adhoc_filters: [timeRange('order_date', '2025-01-01 : 2025-07-01')],
    row_limit: 1000,
  }),
  // The tile maps draw every tile from one inline SVG (a grid square), so the e2e needs no tile server or internet.
  mapbox: drawing('countries', {
    all_columns_x: 'longitude',
    all_columns_y: 'latitude',
    adhoc_filters: [],
    row_limit: 1000,
    clustering_radius: '60',
    point_radius: 'Auto',
    mapbox_label: [],
    tile_url: OFFLINE_TILE_URL,
  }),
  cartodiagram: drawing('countries', {
    geom_column: sqlColumn(
      `'{"type":"Point","coordinates":[' || longitude || ',' || latitude || ']}'`,
      'geom',
    ),
    selected_chart: JSON.stringify({
      viz_type: 'pie',
      params: {
        groupby: ['sub_region'],
        metric: simple('SUM', 'population'),
        adhoc_filters: [],
        row_limit: 100,
        show_legend: false,
      },
    }),
    adhoc_filters: [],
    tile_url: OFFLINE_TILE_URL,
  }),
};
