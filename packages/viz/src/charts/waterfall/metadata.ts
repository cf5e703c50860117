import type { ChartMetadata } from '../../contract.ts';

/** `waterfall` — Waterfall Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const waterfallMetadata: ChartMetadata = {
  viz_type: 'waterfall',
  name: 'Waterfall Chart',
  category: 'Evolution',
  description:
    'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values.',
  tags: ['Categorical', 'Comparison', 'ECharts', 'Trend', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'waterfall.png',
  behaviors: [],
};
