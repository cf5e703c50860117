import type { ChartMetadata } from '../../contract.ts';

/** `mapbox` — MapBox (legacy): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const mapboxMetadata: ChartMetadata = {
  viz_type: 'mapbox',
  name: 'MapBox',
  category: 'Map',
  description: 'Visualizes geospatial data like 3D buildings, landscapes, or objects in grid view.',
  tags: ['Business', 'Intensity', 'Density', 'Scatter', 'Transformable', 'Legacy'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'mapbox.png',
  behaviors: [],
};
