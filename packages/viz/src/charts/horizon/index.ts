import type { ChartPlugin } from '../../contract.ts';
import { horizonControlPanel } from './control-panel.ts';
import type { HorizonFormData } from './form-data.ts';
import { horizonMetadata } from './metadata.ts';
import { horizonQuery } from './query.ts';
import type { HorizonChartProps } from './transform-props.ts';

/** `horizon` — Horizon Chart (legacy). */
export const horizonPlugin: ChartPlugin<HorizonFormData, HorizonChartProps> = {
  metadata: horizonMetadata,
  ...horizonQuery,
  controlPanel: horizonControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformHorizonProps),
  loadComponent: () => import('./HorizonChart.tsx').then((m) => m.HorizonChart),
};
