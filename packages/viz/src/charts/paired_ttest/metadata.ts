import type { ChartMetadata } from '../../contract.ts';

/** `paired_ttest` — Paired t-test Table (legacy; served by /api/v1/chart/data and reshaped in the browser): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const pairedTtestMetadata: ChartMetadata = {
  viz_type: 'paired_ttest',
  name: 'Paired t-test Table',
  category: 'Correlation',
  description:
    'Table that visualizes paired t-tests, which are used to understand statistical differences between groups.',
  tags: ['Legacy', 'Statistical', 'Tabular'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'paired_ttest.png',
  behaviors: [],
};
