import type { ChartMetadata } from '../../contract.ts';

/** `histogram_v2` — Histogram: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const histogramV2Metadata: ChartMetadata = {
  viz_type: 'histogram_v2',
  name: 'Histogram',
  category: 'Distribution',
  description:
    'Take your data points, and group them into "bins" to see where the densest areas of information lie',
  tags: ['Comparison', 'ECharts', 'Pattern', 'Range', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'histogram_v2.png',
  behaviors: [],
};
