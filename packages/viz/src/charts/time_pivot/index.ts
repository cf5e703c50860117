import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { timePivotControlPanel } from './control-panel.ts';
import type { TimePivotFormData } from './form-data.ts';
import { timePivotMetadata } from './metadata.ts';
import { timePivotQuery } from './query.ts';

/** `time_pivot` — Time-series Period Pivot (legacy; ported to /api/v1/chart/data). */
export const timePivotPlugin: ChartPlugin<TimePivotFormData, TimeseriesChartProps> = {
  metadata: timePivotMetadata,
  ...timePivotQuery,
  controlPanel: timePivotControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTimePivotProps),
  loadComponent: () => import('./TimePivotChart.tsx').then((m) => m.TimePivotChart),
};
