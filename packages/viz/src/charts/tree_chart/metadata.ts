import type { ChartMetadata } from '../../contract.ts';

/** `tree_chart` — Tree Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const treeChartMetadata: ChartMetadata = {
  viz_type: 'tree_chart',
  name: 'Tree Chart',
  category: 'Part of a Whole',
  description: 'Visualize multiple levels of hierarchy using a familiar tree-like structure.',
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'tree_chart.png',
  behaviors: [],
};
