import type { ChartMetadata } from '../../contract.ts';

/** `radar` — Radar Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const radarMetadata: ChartMetadata = {
  viz_type: 'radar',
  name: 'Radar Chart',
  category: 'Ranking',
  description:
    'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
  tags: ['Business', 'Comparison', 'Multi-Variables', 'ECharts', 'Web', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'radar.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
