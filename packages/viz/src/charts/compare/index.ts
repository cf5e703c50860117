import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { compareControlPanel } from './control-panel.ts';
import type { CompareFormData } from './form-data.ts';
import { compareMetadata } from './metadata.ts';
import { compareQuery } from './query.ts';

/** `compare` — Time-series Percent Change (legacy, deprecated; ported to /api/v1/chart/data). */
export const comparePlugin: ChartPlugin<CompareFormData, TimeseriesChartProps> = {
  metadata: compareMetadata,
  ...compareQuery,
  controlPanel: compareControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformCompareProps),
  loadComponent: () => import('./CompareChart.tsx').then((m) => m.CompareChart),
};
