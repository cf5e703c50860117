import type { ChartMetadata } from '../../contract.ts';

/** `horizon` — Horizon Chart (legacy): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const horizonMetadata: ChartMetadata = {
  viz_type: 'horizon',
  name: 'Horizon Chart',
  category: 'Distribution',
  description:
    'Compare how a metric changes over time between different groups. Each group is mapped to a row and change over time is visualized bar lengths and color.',
  tags: ['Legacy'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'horizon.png',
  behaviors: [],
};
