import type { ChartMetadata } from '../../contract.ts';

/** `partition` — Partition Chart (legacy icicle, ported to /api/v1/chart/data): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const partitionMetadata: ChartMetadata = {
  viz_type: 'partition',
  name: 'Partition Chart',
  category: 'Part of a Whole',
  description: 'Compare the same summarized metric across multiple groups.',
  tags: ['Categorical', 'Comparison', 'Legacy', 'Multi-Levels', 'Part of a Whole', 'Proportional'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'partition.png',
  behaviors: [],
};
