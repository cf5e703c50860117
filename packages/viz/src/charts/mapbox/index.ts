import type { ChartPlugin } from '../../contract.ts';
import { mapboxControlPanel } from './control-panel.ts';
import type { MapboxFormData } from './form-data.ts';
import { mapboxQuery } from './query.ts';
import type { MapboxChartProps } from './transform-props.ts';

/** `mapbox` — MapBox (legacy). */
export const mapboxPlugin: ChartPlugin<MapboxFormData, MapboxChartProps> = {
  metadata: {
    viz_type: 'mapbox',
    name: 'MapBox',
    category: 'Map',
    description:
      'Visualizes geospatial data like 3D buildings, landscapes, or objects in grid view.',
    tags: ['Business', 'Intensity', 'Density', 'Scatter', 'Transformable', 'Legacy'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'mapbox.png',
    behaviors: [],
  },
  ...mapboxQuery,
  controlPanel: mapboxControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformMapboxProps),
  loadComponent: () => import('./MapboxChart.tsx').then((m) => m.MapboxChart),
};
