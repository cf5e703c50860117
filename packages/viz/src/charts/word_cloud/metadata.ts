import type { ChartMetadata } from '../../contract.ts';

/** `word_cloud` — Word Cloud: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const wordCloudMetadata: ChartMetadata = {
  viz_type: 'word_cloud',
  name: 'Word Cloud',
  category: 'Ranking',
  description:
    'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'word_cloud.png',
  behaviors: [],
};
