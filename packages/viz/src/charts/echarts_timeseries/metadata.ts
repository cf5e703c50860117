import type { ChartMetadata } from '../../contract.ts';

/** `echarts_timeseries` — Generic Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const echartsTimeseriesMetadata: ChartMetadata = {
  viz_type: 'echarts_timeseries',
  name: 'Generic Chart',
  category: 'Evolution',
  description:
    'Swiss army knife for visualizing data. Choose between step, line, scatter, and bar charts. This viz type has many customization options as well.',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Line',
    'Transformable',
    'Stacked',
    'Bar',
    'Scatter',
    'Step',
  ],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'echarts_timeseries.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
