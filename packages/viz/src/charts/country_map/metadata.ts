import type { ChartMetadata } from '../../contract.ts';

/** `country_map` — Country Map (legacy): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const countryMapMetadata: ChartMetadata = {
  viz_type: 'country_map',
  name: 'Country Map',
  category: 'Map',
  description:
    "Visualizes how a single metric varies across a country's principal subdivisions (states, provinces, etc) on a choropleth map.",
  tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked', 'Legacy'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'country_map.png',
  behaviors: [],
};
