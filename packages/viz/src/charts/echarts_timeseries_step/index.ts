import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesStepControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesStepFormData } from './form-data.ts';
import { echartsTimeseriesStepMetadata } from './metadata.ts';
import { echartsTimeseriesStepQuery } from './query.ts';

/** `echarts_timeseries_step` — Stepped Line. */
export const echartsTimeseriesStepPlugin: ChartPlugin<
  EchartsTimeseriesStepFormData,
  TimeseriesChartProps
> = {
  metadata: echartsTimeseriesStepMetadata,
  ...echartsTimeseriesStepQuery,
  controlPanel: echartsTimeseriesStepControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesStepProps),
  loadComponent: () => import('./StepLineChart.tsx').then((m) => m.StepLineChart),
};
