// One line per chart type; a test fails when a folder under charts/ is missing here (or vice versa).
// Plugins carry lazy loaders for their transform and component, so importing the registry loads no
// drawing code, React or ECharts (docs/adr/0009-lazy-chart-code.md).
import type { AnyChartPlugin } from './contract.ts';
import { bigNumberPlugin } from './charts/big_number/index.ts';
import { bigNumberTotalPlugin } from './charts/big_number_total/index.ts';
import { boxPlotPlugin } from './charts/box_plot/index.ts';
import { bubblePlugin } from './charts/bubble/index.ts';
import { bubbleV2Plugin } from './charts/bubble_v2/index.ts';
import { bulletPlugin } from './charts/bullet/index.ts';
import { calHeatmapPlugin } from './charts/cal_heatmap/index.ts';
import { cartodiagramPlugin } from './charts/cartodiagram/index.ts';
import { chordPlugin } from './charts/chord/index.ts';
import { comparePlugin } from './charts/compare/index.ts';
import { countryMapPlugin } from './charts/country_map/index.ts';
import { echartsAreaPlugin } from './charts/echarts_area/index.ts';
import { echartsTimeseriesPlugin } from './charts/echarts_timeseries/index.ts';
import { echartsTimeseriesBarPlugin } from './charts/echarts_timeseries_bar/index.ts';
import { echartsTimeseriesLinePlugin } from './charts/echarts_timeseries_line/index.ts';
import { echartsTimeseriesScatterPlugin } from './charts/echarts_timeseries_scatter/index.ts';
import { echartsTimeseriesSmoothPlugin } from './charts/echarts_timeseries_smooth/index.ts';
import { echartsTimeseriesStepPlugin } from './charts/echarts_timeseries_step/index.ts';
import { funnelPlugin } from './charts/funnel/index.ts';
import { ganttChartPlugin } from './charts/gantt_chart/index.ts';
import { gaugeChartPlugin } from './charts/gauge_chart/index.ts';
import { graphChartPlugin } from './charts/graph_chart/index.ts';
import { handlebarsPlugin } from './charts/handlebars/index.ts';
import { heatmapV2Plugin } from './charts/heatmap_v2/index.ts';
import { histogramV2Plugin } from './charts/histogram_v2/index.ts';
import { horizonPlugin } from './charts/horizon/index.ts';
import { mapboxPlugin } from './charts/mapbox/index.ts';
import { mixedTimeseriesPlugin } from './charts/mixed_timeseries/index.ts';
import { pairedTtestPlugin } from './charts/paired_ttest/index.ts';
import { paraPlugin } from './charts/para/index.ts';
import { partitionPlugin } from './charts/partition/index.ts';
import { piePlugin } from './charts/pie/index.ts';
import { pivotTableV2Plugin } from './charts/pivot_table_v2/index.ts';
import { popKpiPlugin } from './charts/pop_kpi/index.ts';
import { radarPlugin } from './charts/radar/index.ts';
import { rosePlugin } from './charts/rose/index.ts';
import { sankeyV2Plugin } from './charts/sankey_v2/index.ts';
import { sunburstV2Plugin } from './charts/sunburst_v2/index.ts';
import { tablePlugin } from './charts/table/index.ts';
import { timePivotPlugin } from './charts/time_pivot/index.ts';
import { timeTablePlugin } from './charts/time_table/index.ts';
import { treeChartPlugin } from './charts/tree_chart/index.ts';
import { treemapV2Plugin } from './charts/treemap_v2/index.ts';
import { waterfallPlugin } from './charts/waterfall/index.ts';
import { wordCloudPlugin } from './charts/word_cloud/index.ts';
import { worldMapPlugin } from './charts/world_map/index.ts';

/** Every registered chart type by `viz_type`. */
export const chartRegistry = {
  big_number: bigNumberPlugin,
  big_number_total: bigNumberTotalPlugin,
  box_plot: boxPlotPlugin,
  bubble: bubblePlugin,
  bubble_v2: bubbleV2Plugin,
  bullet: bulletPlugin,
  cal_heatmap: calHeatmapPlugin,
  cartodiagram: cartodiagramPlugin,
  chord: chordPlugin,
  compare: comparePlugin,
  country_map: countryMapPlugin,
  echarts_area: echartsAreaPlugin,
  echarts_timeseries: echartsTimeseriesPlugin,
  echarts_timeseries_bar: echartsTimeseriesBarPlugin,
  echarts_timeseries_line: echartsTimeseriesLinePlugin,
  echarts_timeseries_scatter: echartsTimeseriesScatterPlugin,
  echarts_timeseries_smooth: echartsTimeseriesSmoothPlugin,
  echarts_timeseries_step: echartsTimeseriesStepPlugin,
  funnel: funnelPlugin,
  gantt_chart: ganttChartPlugin,
  gauge_chart: gaugeChartPlugin,
  graph_chart: graphChartPlugin,
  handlebars: handlebarsPlugin,
  heatmap_v2: heatmapV2Plugin,
  histogram_v2: histogramV2Plugin,
  horizon: horizonPlugin,
  mapbox: mapboxPlugin,
  mixed_timeseries: mixedTimeseriesPlugin,
  paired_ttest: pairedTtestPlugin,
  para: paraPlugin,
  partition: partitionPlugin,
  pie: piePlugin,
  pivot_table_v2: pivotTableV2Plugin,
  pop_kpi: popKpiPlugin,
  radar: radarPlugin,
  rose: rosePlugin,
  sankey_v2: sankeyV2Plugin,
  sunburst_v2: sunburstV2Plugin,
  table: tablePlugin,
  time_pivot: timePivotPlugin,
  time_table: timeTablePlugin,
  tree_chart: treeChartPlugin,
  treemap_v2: treemapV2Plugin,
  waterfall: waterfallPlugin,
  word_cloud: wordCloudPlugin,
  world_map: worldMapPlugin,
} satisfies Record<string, AnyChartPlugin>;

/** A `viz_type` with a registered plugin. */
export type RegisteredVizType = keyof typeof chartRegistry;

/** True when `vizType` has a registered plugin. */
export function isRegisteredVizType(vizType: string): vizType is RegisteredVizType {
  return Object.hasOwn(chartRegistry, vizType);
}

/** The plugin of a `viz_type`, or undefined for unknown or not yet implemented types. */
export function getChartPlugin(vizType: string): AnyChartPlugin | undefined {
  return isRegisteredVizType(vizType) ? chartRegistry[vizType] : undefined;
}
