import type { ChartMetadata } from '../../contract.ts';

/** `para` — Parallel Coordinates (legacy, ported to /api/v1/chart/data): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const paraMetadata: ChartMetadata = {
  viz_type: 'para',
  name: 'Parallel Coordinates',
  category: 'Ranking',
  description:
    'Plots the individual metrics for each row in the data vertically and links them together as a line. This chart is useful for comparing multiple metrics across all of the samples or rows in the data.',
  tags: ['Directional', 'Legacy', 'Relational'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'para.png',
  behaviors: [],
};
