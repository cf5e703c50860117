import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { mixedTimeseriesControlPanel } from './control-panel.ts';
import type { MixedTimeseriesFormData } from './form-data.ts';
import { mixedTimeseriesMetadata } from './metadata.ts';
import { mixedTimeseriesQuery } from './query.ts';

/** `mixed_timeseries` — Mixed Chart. */
export const mixedTimeseriesPlugin: ChartPlugin<MixedTimeseriesFormData, TimeseriesChartProps> = {
  metadata: mixedTimeseriesMetadata,
  ...mixedTimeseriesQuery,
  controlPanel: mixedTimeseriesControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformMixedTimeseriesProps),
  loadComponent: () => import('./MixedChart.tsx').then((m) => m.MixedChart),
};
