import type { ChartMetadata } from '../../contract.ts';

/** `table` — Table: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const tableMetadata: ChartMetadata = {
  viz_type: 'table',
  name: 'Table',
  category: 'Table',
  description:
    'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
  tags: [
    'Additive',
    'Business',
    'Pattern',
    'Popular',
    'Report',
    'Sequential',
    'Tabular',
    'Description',
  ],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'table.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  annotationSourceType: 'table',
};
