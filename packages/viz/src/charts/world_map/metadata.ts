import type { ChartMetadata } from '../../contract.ts';

/** `world_map` — World Map (legacy): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const worldMapMetadata: ChartMetadata = {
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
};
