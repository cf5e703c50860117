import type { ChartMetadata } from '../../contract.ts';

/** `bullet` — Bullet Chart (legacy; ported to /api/v1/chart/data): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const bulletMetadata: ChartMetadata = {
  viz_type: 'bullet',
  name: 'Bullet Chart',
  category: 'KPI',
  description:
    'Showcases the progress of a single metric against a given target. The higher the fill, the closer the metric is to the target.',
  tags: ['Business', 'Legacy', 'Report', 'nvd3'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'bullet.png',
  behaviors: [],
};
