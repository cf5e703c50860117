import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesBarControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesBarFormData } from './form-data.ts';
import { echartsTimeseriesBarMetadata } from './metadata.ts';
import { echartsTimeseriesBarQuery } from './query.ts';

/** `echarts_timeseries_bar` — Bar Chart. */
export const echartsTimeseriesBarPlugin: ChartPlugin<
  EchartsTimeseriesBarFormData,
  TimeseriesChartProps
> = {
  metadata: echartsTimeseriesBarMetadata,
  ...echartsTimeseriesBarQuery,
  controlPanel: echartsTimeseriesBarControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesBarProps),
  loadComponent: () => import('./BarChart.tsx').then((m) => m.BarChart),
};
