import type { ChartMetadata } from '../../contract.ts';

/** `bubble` — Bubble Chart (legacy, deprecated; ported to /api/v1/chart/data): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const bubbleMetadata: ChartMetadata = {
  viz_type: 'bubble',
  name: 'Bubble Chart (legacy)',
  category: 'Correlation',
  description:
    'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
  tags: [
    'Multi-Dimensions',
    'Comparison',
    'Legacy',
    'Scatter',
    'Time',
    'Trend',
    'nvd3',
    'Deprecated',
  ],
  isDeprecated: true,
  isFeatured: false,
  thumbnail: 'bubble.png',
  behaviors: [],
};
