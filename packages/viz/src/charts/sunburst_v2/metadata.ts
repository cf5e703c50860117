import type { ChartMetadata } from '../../contract.ts';

/** `sunburst_v2` — Sunburst Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const sunburstV2Metadata: ChartMetadata = {
  viz_type: 'sunburst_v2',
  name: 'Sunburst Chart',
  category: 'Part of a Whole',
  description:
    'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took.',
  tags: ['ECharts', 'Aesthetic', 'Multi-Levels', 'Proportional', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'sunburst_v2.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
