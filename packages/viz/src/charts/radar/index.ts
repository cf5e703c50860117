import type { ChartPlugin } from '../../contract.ts';
import { radarControlPanel } from './control-panel.ts';
import type { RadarFormData } from './form-data.ts';
import { radarMetadata } from './metadata.ts';
import { radarQuery } from './query.ts';
import type { RadarChartProps } from './transform-props.ts';

/** `radar` — Radar Chart. */
export const radarPlugin: ChartPlugin<RadarFormData, RadarChartProps> = {
  metadata: radarMetadata,
  ...radarQuery,
  controlPanel: radarControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformRadarProps),
  loadComponent: () => import('./RadarChart.tsx').then((m) => m.RadarChart),
};
