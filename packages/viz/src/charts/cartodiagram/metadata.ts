import type { ChartMetadata } from '../../contract.ts';

/** `cartodiagram` — Cartodiagram (experimental): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const cartodiagramMetadata: ChartMetadata = {
  viz_type: 'cartodiagram',
  name: 'Cartodiagram',
  category: 'Map',
  description:
    'Display charts on a map. For using this plugin, users first have to create any other chart that can then be placed on the map.',
  tags: ['Map', 'Geo', 'Experimental'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'cartodiagram.png',
  behaviors: [],
};
