import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesScatterControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesScatterFormData } from './form-data.ts';
import { echartsTimeseriesScatterMetadata } from './metadata.ts';
import { echartsTimeseriesScatterQuery } from './query.ts';

/** `echarts_timeseries_scatter` — Scatter Plot. */
export const echartsTimeseriesScatterPlugin: ChartPlugin<
  EchartsTimeseriesScatterFormData,
  TimeseriesChartProps
> = {
  metadata: echartsTimeseriesScatterMetadata,
  ...echartsTimeseriesScatterQuery,
  controlPanel: echartsTimeseriesScatterControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesScatterProps),
  loadComponent: () => import('./ScatterChart.tsx').then((m) => m.ScatterChart),
};
