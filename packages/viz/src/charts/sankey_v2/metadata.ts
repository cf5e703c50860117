import type { ChartMetadata } from '../../contract.ts';

/** `sankey_v2` — Sankey Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const sankeyV2Metadata: ChartMetadata = {
  viz_type: 'sankey_v2',
  name: 'Sankey Chart',
  category: 'Flow',
  description:
    'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow.',
  tags: ['Directional', 'ECharts', 'Distribution', 'Flow'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'sankey_v2.png',
  behaviors: [],
};
