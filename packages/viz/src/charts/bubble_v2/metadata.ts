import type { ChartMetadata } from '../../contract.ts';

/** `bubble_v2` — Bubble Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const bubbleV2Metadata: ChartMetadata = {
  viz_type: 'bubble_v2',
  name: 'Bubble Chart',
  category: 'Correlation',
  description:
    'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
  tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'bubble_v2.png',
  behaviors: [],
};
