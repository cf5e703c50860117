import type { ChartMetadata } from '../../contract.ts';

/** `time_pivot` — Time-series Period Pivot (legacy; ported to /api/v1/chart/data): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const timePivotMetadata: ChartMetadata = {
  viz_type: 'time_pivot',
  name: 'Time-series Period Pivot',
  category: 'Evolution',
  description:
    'Compares the same metric across periods: each period (week, year...) is drawn as its own line over the latest period.',
  tags: ['Legacy', 'Time', 'nvd3', 'Advanced-Analytics', 'Comparison', 'Line', 'Transformable'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'time_pivot.png',
  behaviors: [],
};
