import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesFormData } from './form-data.ts';
import { echartsTimeseriesMetadata } from './metadata.ts';
import { echartsTimeseriesQuery } from './query.ts';

/** `echarts_timeseries` — Generic Chart. */
export const echartsTimeseriesPlugin: ChartPlugin<EchartsTimeseriesFormData, TimeseriesChartProps> =
  {
    metadata: echartsTimeseriesMetadata,
    ...echartsTimeseriesQuery,
    controlPanel: echartsTimeseriesControlPanel,
    loadTransformProps: () =>
      import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesProps),
    loadComponent: () => import('./GenericChart.tsx').then((m) => m.GenericChart),
  };
