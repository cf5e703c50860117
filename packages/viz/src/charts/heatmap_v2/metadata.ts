import type { ChartMetadata } from '../../contract.ts';

/** `heatmap_v2` — Heatmap: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const heatmapV2Metadata: ChartMetadata = {
  viz_type: 'heatmap_v2',
  name: 'Heatmap',
  category: 'Correlation',
  description:
    'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups.',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'heatmap_v2.png',
  behaviors: [],
};
