import type { ChartMetadata } from '../../contract.ts';

/** `treemap_v2` — Treemap: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const treemapV2Metadata: ChartMetadata = {
  viz_type: 'treemap_v2',
  name: 'Treemap',
  category: 'Part of a Whole',
  description:
    'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
  tags: [
    'Categorical',
    'Comparison',
    'ECharts',
    'Multi-Levels',
    'Percentages',
    'Proportional',
    'Featured',
  ],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'treemap_v2.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
