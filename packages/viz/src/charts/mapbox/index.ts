import type { ChartPlugin } from '../../contract.ts';
import { mapboxControlPanel } from './control-panel.ts';
import type { MapboxFormData } from './form-data.ts';
import { mapboxMetadata } from './metadata.ts';
import { mapboxQuery } from './query.ts';
import type { MapboxChartProps } from './transform-props.ts';

/** `mapbox` — MapBox (legacy). */
export const mapboxPlugin: ChartPlugin<MapboxFormData, MapboxChartProps> = {
  metadata: mapboxMetadata,
  ...mapboxQuery,
  controlPanel: mapboxControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformMapboxProps),
  loadComponent: () => import('./MapboxChart.tsx').then((m) => m.MapboxChart),
};
