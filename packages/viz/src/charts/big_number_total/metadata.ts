import type { ChartMetadata } from '../../contract.ts';

/** `big_number_total` — Big Number: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const bigNumberTotalMetadata: ChartMetadata = {
  viz_type: 'big_number_total',
  name: 'Big Number',
  category: 'KPI',
  description: 'Showcases a single metric front-and-center. Best used to call attention to a KPI.',
  tags: ['Additive', 'Business', 'Featured', 'Percentages', 'Report', 'Description'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'big_number_total.png',
  behaviors: ['DRILL_TO_DETAIL'],
};
