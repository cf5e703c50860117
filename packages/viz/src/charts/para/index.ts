import type { ChartPlugin } from '../../contract.ts';
import { paraControlPanel } from './control-panel.ts';
import type { ParaFormData } from './form-data.ts';
import { paraMetadata } from './metadata.ts';
import { paraQuery } from './query.ts';
import type { ParaChartProps } from './transform-props.ts';

/** `para` — Parallel Coordinates (legacy, ported to /api/v1/chart/data). */
export const paraPlugin: ChartPlugin<ParaFormData, ParaChartProps> = {
  metadata: paraMetadata,
  ...paraQuery,
  controlPanel: paraControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformParaProps),
  loadComponent: () => import('./ParaChart.tsx').then((m) => m.ParaChart),
};
