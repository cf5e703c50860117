import type { ChartPlugin } from '../../contract.ts';
import { worldMapControlPanel } from './control-panel.ts';
import type { WorldMapFormData } from './form-data.ts';
import { worldMapQuery } from './query.ts';
import type { WorldMapChartProps } from './transform-props.ts';

/** `world_map` — World Map (legacy). */
export const worldMapPlugin: ChartPlugin<WorldMapFormData, WorldMapChartProps> = {
  metadata: {
    viz_type: 'world_map',
    name: 'World Map',
    category: 'Map',
    description:
      'A map of the world, that can indicate values in different countries. Metrics can be shown as colors on the countries and/or as bubbles whose size depends on a second metric.',
    tags: [
      '2D',
      'Comparison',
      'Intensity',
      'Legacy',
      'Multi-Dimensions',
      'Multi-Layers',
      'Multi-Variables',
      'Scatter',
      'Featured',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'world_map.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...worldMapQuery,
  controlPanel: worldMapControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformWorldMapProps),
  loadComponent: () => import('./WorldMapChart.tsx').then((m) => m.WorldMapChart),
};
