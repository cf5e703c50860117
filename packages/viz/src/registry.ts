// One line per chart type; a test fails when a folder under charts/ is missing here (or vice versa).
// Plugins carry lazy component loaders, so importing the registry loads no React or ECharts code.
import type { AnyChartPlugin } from './contract.ts';
import { bigNumberPlugin } from './charts/big_number/index.ts';
import { bigNumberTotalPlugin } from './charts/big_number_total/index.ts';
import { boxPlotPlugin } from './charts/box_plot/index.ts';
import { echartsAreaPlugin } from './charts/echarts_area/index.ts';
import { echartsTimeseriesBarPlugin } from './charts/echarts_timeseries_bar/index.ts';
import { echartsTimeseriesLinePlugin } from './charts/echarts_timeseries_line/index.ts';
import { echartsTimeseriesScatterPlugin } from './charts/echarts_timeseries_scatter/index.ts';
import { funnelPlugin } from './charts/funnel/index.ts';
import { gaugeChartPlugin } from './charts/gauge_chart/index.ts';
import { heatmapV2Plugin } from './charts/heatmap_v2/index.ts';
import { histogramV2Plugin } from './charts/histogram_v2/index.ts';
import { piePlugin } from './charts/pie/index.ts';
import { radarPlugin } from './charts/radar/index.ts';
import { sunburstV2Plugin } from './charts/sunburst_v2/index.ts';
import { tablePlugin } from './charts/table/index.ts';
import { treemapV2Plugin } from './charts/treemap_v2/index.ts';
import { waterfallPlugin } from './charts/waterfall/index.ts';

/** Every registered chart type by `viz_type`. */
export const chartRegistry = {
  big_number: bigNumberPlugin,
  big_number_total: bigNumberTotalPlugin,
  box_plot: boxPlotPlugin,
  echarts_area: echartsAreaPlugin,
  echarts_timeseries_bar: echartsTimeseriesBarPlugin,
  echarts_timeseries_line: echartsTimeseriesLinePlugin,
  echarts_timeseries_scatter: echartsTimeseriesScatterPlugin,
  funnel: funnelPlugin,
  gauge_chart: gaugeChartPlugin,
  heatmap_v2: heatmapV2Plugin,
  histogram_v2: histogramV2Plugin,
  pie: piePlugin,
  radar: radarPlugin,
  sunburst_v2: sunburstV2Plugin,
  table: tablePlugin,
  treemap_v2: treemapV2Plugin,
  waterfall: waterfallPlugin,
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
