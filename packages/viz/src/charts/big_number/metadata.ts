import type { ChartMetadata } from '../../contract.ts';

/** `big_number` — Big Number with Trendline: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const bigNumberMetadata: ChartMetadata = {
  viz_type: 'big_number',
  name: 'Big Number with Trendline',
  category: 'KPI',
  description:
    'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'big_number.png',
  behaviors: ['DRILL_TO_DETAIL'],
};
