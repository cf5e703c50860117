import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesSmoothControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesSmoothFormData } from './form-data.ts';
import { echartsTimeseriesSmoothMetadata } from './metadata.ts';
import { echartsTimeseriesSmoothQuery } from './query.ts';

/** `echarts_timeseries_smooth` — Smooth Line. */
export const echartsTimeseriesSmoothPlugin: ChartPlugin<
  EchartsTimeseriesSmoothFormData,
  TimeseriesChartProps
> = {
  metadata: echartsTimeseriesSmoothMetadata,
  ...echartsTimeseriesSmoothQuery,
  controlPanel: echartsTimeseriesSmoothControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesSmoothProps),
  loadComponent: () => import('./SmoothLineChart.tsx').then((m) => m.SmoothLineChart),
};
