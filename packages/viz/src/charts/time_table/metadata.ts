import type { ChartMetadata } from '../../contract.ts';

/** `time_table` — Time-series Table (legacy; served by /api/v1/chart/data and reshaped in the browser): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const timeTableMetadata: ChartMetadata = {
  viz_type: 'time_table',
  name: 'Time-series Table',
  category: 'Table',
  description: 'Compare multiple time series charts (as sparklines) and related metrics quickly.',
  tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'time_table.png',
  behaviors: [],
};
