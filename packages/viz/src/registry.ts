// One line per chart type; a test fails when a folder under charts/ is missing here (or vice versa).
// Plugins carry lazy component loaders, so importing the registry loads no React or ECharts code.
import type { AnyChartPlugin } from './contract.ts';
import { bigNumberPlugin } from './charts/big_number/index.ts';
import { bigNumberTotalPlugin } from './charts/big_number_total/index.ts';
import { echartsTimeseriesBarPlugin } from './charts/echarts_timeseries_bar/index.ts';
import { echartsTimeseriesLinePlugin } from './charts/echarts_timeseries_line/index.ts';
import { piePlugin } from './charts/pie/index.ts';
import { tablePlugin } from './charts/table/index.ts';

/** Every registered chart type by `viz_type`. */
export const chartRegistry = {
  big_number: bigNumberPlugin,
  big_number_total: bigNumberTotalPlugin,
  echarts_timeseries_bar: echartsTimeseriesBarPlugin,
  echarts_timeseries_line: echartsTimeseriesLinePlugin,
  pie: piePlugin,
  table: tablePlugin,
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
