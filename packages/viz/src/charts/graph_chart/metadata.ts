import type { ChartMetadata } from '../../contract.ts';

/** `graph_chart` — Graph Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const graphChartMetadata: ChartMetadata = {
  viz_type: 'graph_chart',
  name: 'Graph Chart',
  category: 'Flow',
  description:
    'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network.',
  tags: [
    'Circular',
    'Comparison',
    'Directional',
    'ECharts',
    'Relational',
    'Structural',
    'Transformable',
    'Featured',
  ],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'graph_chart.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
