import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesLineControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesLineFormData } from './form-data.ts';
import { echartsTimeseriesLineMetadata } from './metadata.ts';
import { echartsTimeseriesLineQuery } from './query.ts';

/** `echarts_timeseries_line` — Line Chart. */
export const echartsTimeseriesLinePlugin: ChartPlugin<
  EchartsTimeseriesLineFormData,
  TimeseriesChartProps
> = {
  metadata: echartsTimeseriesLineMetadata,
  ...echartsTimeseriesLineQuery,
  controlPanel: echartsTimeseriesLineControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesLineProps),
  loadComponent: () => import('./LineChart.tsx').then((m) => m.LineChart),
};
