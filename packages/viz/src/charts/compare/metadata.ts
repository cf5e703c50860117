import type { ChartMetadata } from '../../contract.ts';

/** `compare` — Time-series Percent Change (legacy, deprecated; ported to /api/v1/chart/data): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const compareMetadata: ChartMetadata = {
  viz_type: 'compare',
  name: 'Time-series Percent Change',
  category: 'Evolution',
  description:
    'Visualizes many different time-series objects in a single chart. This chart is being deprecated and we recommend using the Time-series Chart instead.',
  tags: [
    'Legacy',
    'Time',
    'nvd3',
    'Advanced-Analytics',
    'Comparison',
    'Line',
    'Percentages',
    'Predictive',
    'Trend',
    'Deprecated',
  ],
  isDeprecated: true,
  isFeatured: false,
  thumbnail: 'compare.png',
  behaviors: [],
};
