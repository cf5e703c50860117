import type { ChartPlugin } from '../../contract.ts';
import { worldMapControlPanel } from './control-panel.ts';
import type { WorldMapFormData } from './form-data.ts';
import { worldMapMetadata } from './metadata.ts';
import { worldMapQuery } from './query.ts';
import type { WorldMapChartProps } from './transform-props.ts';

/** `world_map` — World Map (legacy). */
export const worldMapPlugin: ChartPlugin<WorldMapFormData, WorldMapChartProps> = {
  metadata: worldMapMetadata,
  ...worldMapQuery,
  controlPanel: worldMapControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformWorldMapProps),
  loadComponent: () => import('./WorldMapChart.tsx').then((m) => m.WorldMapChart),
};
