// Generated from registry.ts by registry.test.ts; do not edit. After adding a chart type (its folder
// and its registry line), `npx vitest run --project viz packages/viz/src/registry.test.ts -u`
// rewrites this file; the test fails while it is out of date.
import type { ChartMetadata } from './contract.ts';
import { bigNumberMetadata } from './charts/big_number/metadata.ts';
import { bigNumberTotalMetadata } from './charts/big_number_total/metadata.ts';
import { boxPlotMetadata } from './charts/box_plot/metadata.ts';
import { bubbleMetadata } from './charts/bubble/metadata.ts';
import { bubbleV2Metadata } from './charts/bubble_v2/metadata.ts';
import { bulletMetadata } from './charts/bullet/metadata.ts';
import { calHeatmapMetadata } from './charts/cal_heatmap/metadata.ts';
import { cartodiagramMetadata } from './charts/cartodiagram/metadata.ts';
import { chordMetadata } from './charts/chord/metadata.ts';
import { compareMetadata } from './charts/compare/metadata.ts';
import { countryMapMetadata } from './charts/country_map/metadata.ts';
import { echartsAreaMetadata } from './charts/echarts_area/metadata.ts';
import { echartsTimeseriesMetadata } from './charts/echarts_timeseries/metadata.ts';
import { echartsTimeseriesBarMetadata } from './charts/echarts_timeseries_bar/metadata.ts';
import { echartsTimeseriesLineMetadata } from './charts/echarts_timeseries_line/metadata.ts';
import { echartsTimeseriesScatterMetadata } from './charts/echarts_timeseries_scatter/metadata.ts';
import { echartsTimeseriesSmoothMetadata } from './charts/echarts_timeseries_smooth/metadata.ts';
import { echartsTimeseriesStepMetadata } from './charts/echarts_timeseries_step/metadata.ts';
import { funnelMetadata } from './charts/funnel/metadata.ts';
import { ganttChartMetadata } from './charts/gantt_chart/metadata.ts';
import { gaugeChartMetadata } from './charts/gauge_chart/metadata.ts';
import { graphChartMetadata } from './charts/graph_chart/metadata.ts';
import { handlebarsMetadata } from './charts/handlebars/metadata.ts';
import { heatmapV2Metadata } from './charts/heatmap_v2/metadata.ts';
import { histogramV2Metadata } from './charts/histogram_v2/metadata.ts';
import { horizonMetadata } from './charts/horizon/metadata.ts';
import { mapboxMetadata } from './charts/mapbox/metadata.ts';
import { mixedTimeseriesMetadata } from './charts/mixed_timeseries/metadata.ts';
import { pairedTtestMetadata } from './charts/paired_ttest/metadata.ts';
import { paraMetadata } from './charts/para/metadata.ts';
import { partitionMetadata } from './charts/partition/metadata.ts';
import { pieMetadata } from './charts/pie/metadata.ts';
import { pivotTableV2Metadata } from './charts/pivot_table_v2/metadata.ts';
import { popKpiMetadata } from './charts/pop_kpi/metadata.ts';
import { radarMetadata } from './charts/radar/metadata.ts';
import { roseMetadata } from './charts/rose/metadata.ts';
import { sankeyV2Metadata } from './charts/sankey_v2/metadata.ts';
import { sunburstV2Metadata } from './charts/sunburst_v2/metadata.ts';
import { tableMetadata } from './charts/table/metadata.ts';
import { timePivotMetadata } from './charts/time_pivot/metadata.ts';
import { timeTableMetadata } from './charts/time_table/metadata.ts';
import { treeChartMetadata } from './charts/tree_chart/metadata.ts';
import { treemapV2Metadata } from './charts/treemap_v2/metadata.ts';
import { waterfallMetadata } from './charts/waterfall/metadata.ts';
import { wordCloudMetadata } from './charts/word_cloud/metadata.ts';
import { worldMapMetadata } from './charts/world_map/metadata.ts';

/** What the gallery and the list pages know of every registered chart type, by `viz_type`. */
export const chartMetadataByType = {
  big_number: bigNumberMetadata,
  big_number_total: bigNumberTotalMetadata,
  box_plot: boxPlotMetadata,
  bubble: bubbleMetadata,
  bubble_v2: bubbleV2Metadata,
  bullet: bulletMetadata,
  cal_heatmap: calHeatmapMetadata,
  cartodiagram: cartodiagramMetadata,
  chord: chordMetadata,
  compare: compareMetadata,
  country_map: countryMapMetadata,
  echarts_area: echartsAreaMetadata,
  echarts_timeseries: echartsTimeseriesMetadata,
  echarts_timeseries_bar: echartsTimeseriesBarMetadata,
  echarts_timeseries_line: echartsTimeseriesLineMetadata,
  echarts_timeseries_scatter: echartsTimeseriesScatterMetadata,
  echarts_timeseries_smooth: echartsTimeseriesSmoothMetadata,
  echarts_timeseries_step: echartsTimeseriesStepMetadata,
  funnel: funnelMetadata,
  gantt_chart: ganttChartMetadata,
  gauge_chart: gaugeChartMetadata,
  graph_chart: graphChartMetadata,
  handlebars: handlebarsMetadata,
  heatmap_v2: heatmapV2Metadata,
  histogram_v2: histogramV2Metadata,
  horizon: horizonMetadata,
  mapbox: mapboxMetadata,
  mixed_timeseries: mixedTimeseriesMetadata,
  paired_ttest: pairedTtestMetadata,
  para: paraMetadata,
  partition: partitionMetadata,
  pie: pieMetadata,
  pivot_table_v2: pivotTableV2Metadata,
  pop_kpi: popKpiMetadata,
  radar: radarMetadata,
  rose: roseMetadata,
  sankey_v2: sankeyV2Metadata,
  sunburst_v2: sunburstV2Metadata,
  table: tableMetadata,
  time_pivot: timePivotMetadata,
  time_table: timeTableMetadata,
  tree_chart: treeChartMetadata,
  treemap_v2: treemapV2Metadata,
  waterfall: waterfallMetadata,
  word_cloud: wordCloudMetadata,
  world_map: worldMapMetadata,
} satisfies Record<string, ChartMetadata>;
