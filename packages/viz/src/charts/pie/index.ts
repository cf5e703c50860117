import type { ChartPlugin } from '../../contract.ts';
import { pieControlPanel } from './control-panel.ts';
import type { PieFormData } from './form-data.ts';
import { pieMetadata } from './metadata.ts';
import { pieQuery } from './query.ts';
import type { PieChartProps } from './transform-props.ts';

/** `pie` — Pie Chart. */
export const piePlugin: ChartPlugin<PieFormData, PieChartProps> = {
  metadata: pieMetadata,
  ...pieQuery,
  controlPanel: pieControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformPieProps),
  loadComponent: () => import('./PieChart.tsx').then((m) => m.PieChart),
};
