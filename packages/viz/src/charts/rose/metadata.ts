import type { ChartMetadata } from '../../contract.ts';

/** `rose` — Nightingale Rose Chart (legacy, ported to /api/v1/chart/data): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const roseMetadata: ChartMetadata = {
  viz_type: 'rose',
  name: 'Nightingale Rose Chart',
  category: 'Ranking',
  description:
    'A polar coordinate chart where the circle is broken into wedges of equal angle, and the value represented by any wedge is illustrated by its area, rather than its radius or sweep angle.',
  tags: [
    'Legacy',
    'Advanced-Analytics',
    'Circular',
    'Multi-Layers',
    'Pattern',
    'Time',
    'Trend',
    'Nightingale',
  ],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'rose.png',
  behaviors: [],
};
