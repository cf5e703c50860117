import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsAreaControlPanel } from './control-panel.ts';
import type { EchartsAreaFormData } from './form-data.ts';
import { echartsAreaMetadata } from './metadata.ts';
import { echartsAreaQuery } from './query.ts';

/** `echarts_area` — Area Chart. */
export const echartsAreaPlugin: ChartPlugin<EchartsAreaFormData, TimeseriesChartProps> = {
  metadata: echartsAreaMetadata,
  ...echartsAreaQuery,
  controlPanel: echartsAreaControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformEchartsAreaProps),
  loadComponent: () => import('./AreaChart.tsx').then((m) => m.AreaChart),
};
