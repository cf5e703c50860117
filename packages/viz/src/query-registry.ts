// Generated from registry.ts by registry.test.ts; do not edit. After adding a chart type (its folder
// and its registry line), `npx vitest run --project viz packages/viz/src/registry.test.ts -u`
// rewrites this file; the test fails while it is out of date.
import { bigNumberQuery } from './charts/big_number/query.ts';
import { bigNumberTotalQuery } from './charts/big_number_total/query.ts';
import { boxPlotQuery } from './charts/box_plot/query.ts';
import { bubbleQuery } from './charts/bubble/query.ts';
import { bubbleV2Query } from './charts/bubble_v2/query.ts';
import { bulletQuery } from './charts/bullet/query.ts';
import { calHeatmapQuery } from './charts/cal_heatmap/query.ts';
import { cartodiagramQuery } from './charts/cartodiagram/query.ts';
import { chordQuery } from './charts/chord/query.ts';
import { compareQuery } from './charts/compare/query.ts';
import { countryMapQuery } from './charts/country_map/query.ts';
import { echartsAreaQuery } from './charts/echarts_area/query.ts';
import { echartsTimeseriesQuery } from './charts/echarts_timeseries/query.ts';
import { echartsTimeseriesBarQuery } from './charts/echarts_timeseries_bar/query.ts';
import { echartsTimeseriesLineQuery } from './charts/echarts_timeseries_line/query.ts';
import { echartsTimeseriesScatterQuery } from './charts/echarts_timeseries_scatter/query.ts';
import { echartsTimeseriesSmoothQuery } from './charts/echarts_timeseries_smooth/query.ts';
import { echartsTimeseriesStepQuery } from './charts/echarts_timeseries_step/query.ts';
import { funnelQuery } from './charts/funnel/query.ts';
import { ganttChartQuery } from './charts/gantt_chart/query.ts';
import { gaugeChartQuery } from './charts/gauge_chart/query.ts';
import { graphChartQuery } from './charts/graph_chart/query.ts';
import { handlebarsQuery } from './charts/handlebars/query.ts';
import { heatmapV2Query } from './charts/heatmap_v2/query.ts';
import { histogramV2Query } from './charts/histogram_v2/query.ts';
import { horizonQuery } from './charts/horizon/query.ts';
import { mapboxQuery } from './charts/mapbox/query.ts';
import { mixedTimeseriesQuery } from './charts/mixed_timeseries/query.ts';
import { pairedTtestQuery } from './charts/paired_ttest/query.ts';
import { paraQuery } from './charts/para/query.ts';
import { partitionQuery } from './charts/partition/query.ts';
import { pieQuery } from './charts/pie/query.ts';
import { pivotTableV2Query } from './charts/pivot_table_v2/query.ts';
import { popKpiQuery } from './charts/pop_kpi/query.ts';
import { radarQuery } from './charts/radar/query.ts';
import { roseQuery } from './charts/rose/query.ts';
import { sankeyV2Query } from './charts/sankey_v2/query.ts';
import { sunburstV2Query } from './charts/sunburst_v2/query.ts';
import { tableQuery } from './charts/table/query.ts';
import { timePivotQuery } from './charts/time_pivot/query.ts';
import { timeTableQuery } from './charts/time_table/query.ts';
import { treeChartQuery } from './charts/tree_chart/query.ts';
import { treemapV2Query } from './charts/treemap_v2/query.ts';
import { waterfallQuery } from './charts/waterfall/query.ts';
import { wordCloudQuery } from './charts/word_cloud/query.ts';
import { worldMapQuery } from './charts/world_map/query.ts';
import type { ChartQueryBuilder } from './query/chart-query.ts';

/** The server-safe part of every registered chart type, by `viz_type` (the keys of the registry). */
export const queryBuilders = {
  big_number: bigNumberQuery,
  big_number_total: bigNumberTotalQuery,
  box_plot: boxPlotQuery,
  bubble: bubbleQuery,
  bubble_v2: bubbleV2Query,
  bullet: bulletQuery,
  cal_heatmap: calHeatmapQuery,
  cartodiagram: cartodiagramQuery,
  chord: chordQuery,
  compare: compareQuery,
  country_map: countryMapQuery,
  echarts_area: echartsAreaQuery,
  echarts_timeseries: echartsTimeseriesQuery,
  echarts_timeseries_bar: echartsTimeseriesBarQuery,
  echarts_timeseries_line: echartsTimeseriesLineQuery,
  echarts_timeseries_scatter: echartsTimeseriesScatterQuery,
  echarts_timeseries_smooth: echartsTimeseriesSmoothQuery,
  echarts_timeseries_step: echartsTimeseriesStepQuery,
  funnel: funnelQuery,
  gantt_chart: ganttChartQuery,
  gauge_chart: gaugeChartQuery,
  graph_chart: graphChartQuery,
  handlebars: handlebarsQuery,
  heatmap_v2: heatmapV2Query,
  histogram_v2: histogramV2Query,
  horizon: horizonQuery,
  mapbox: mapboxQuery,
  mixed_timeseries: mixedTimeseriesQuery,
  paired_ttest: pairedTtestQuery,
  para: paraQuery,
  partition: partitionQuery,
  pie: pieQuery,
  pivot_table_v2: pivotTableV2Query,
  pop_kpi: popKpiQuery,
  radar: radarQuery,
  rose: roseQuery,
  sankey_v2: sankeyV2Query,
  sunburst_v2: sunburstV2Query,
  table: tableQuery,
  time_pivot: timePivotQuery,
  time_table: timeTableQuery,
  tree_chart: treeChartQuery,
  treemap_v2: treemapV2Query,
  waterfall: waterfallQuery,
  word_cloud: wordCloudQuery,
  world_map: worldMapQuery,
} satisfies Record<string, ChartQueryBuilder>;
