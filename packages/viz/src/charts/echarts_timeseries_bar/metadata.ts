import type { ChartMetadata } from '../../contract.ts';

/** `echarts_timeseries_bar` — Bar Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const echartsTimeseriesBarMetadata: ChartMetadata = {
  viz_type: 'echarts_timeseries_bar',
  name: 'Bar Chart',
  category: 'Evolution',
  description: 'Bar Charts are used to show metrics as a series of bars.',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Transformable',
    'Stacked',
    'Vertical',
    'Bar',
    'Popular',
    'Featured',
  ],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'echarts_timeseries_bar.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
