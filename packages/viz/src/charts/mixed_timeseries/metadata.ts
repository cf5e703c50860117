import type { ChartMetadata } from '../../contract.ts';

/** `mixed_timeseries` — Mixed Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const mixedTimeseriesMetadata: ChartMetadata = {
  viz_type: 'mixed_timeseries',
  name: 'Mixed Chart',
  category: 'Evolution',
  description:
    'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  tags: [
    'Advanced-Analytics',
    'ECharts',
    'Line',
    'Multi-Variables',
    'Time',
    'Transformable',
    'Featured',
  ],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'mixed_timeseries.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
