import type { ChartMetadata } from '../../contract.ts';

/** `chord` — Chord Diagram (legacy, ported to /api/v1/chart/data): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const chordMetadata: ChartMetadata = {
  viz_type: 'chord',
  name: 'Chord Diagram',
  category: 'Flow',
  description:
    'Showcases the flow or link between categories using thickness of chords. The value and corresponding thickness can be different for each side.',
  tags: ['Circular', 'Legacy', 'Proportional', 'Relational'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'chord.png',
  behaviors: [],
};
