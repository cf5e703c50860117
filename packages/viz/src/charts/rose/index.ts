import type { ChartPlugin } from '../../contract.ts';
import { roseControlPanel } from './control-panel.ts';
import type { RoseFormData } from './form-data.ts';
import { roseMetadata } from './metadata.ts';
import { roseQuery } from './query.ts';
import type { RoseChartProps } from './transform-props.ts';

/** `rose` — Nightingale Rose Chart (legacy, ported to /api/v1/chart/data). */
export const rosePlugin: ChartPlugin<RoseFormData, RoseChartProps> = {
  metadata: roseMetadata,
  ...roseQuery,
  controlPanel: roseControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformRoseProps),
  loadComponent: () => import('./RoseChart.tsx').then((m) => m.RoseChart),
};
