import type { ChartMetadata } from '../../contract.ts';

/** `pivot_table_v2` — Pivot Table: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const pivotTableV2Metadata: ChartMetadata = {
  viz_type: 'pivot_table_v2',
  name: 'Pivot Table',
  category: 'Table',
  description:
    'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
  tags: ['Additive', 'Report', 'Tabular', 'Description'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'pivot_table_v2.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  supportsPivotedCsv: true,
};
