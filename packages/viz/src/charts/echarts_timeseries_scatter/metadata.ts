import type { ChartMetadata } from '../../contract.ts';

/** `echarts_timeseries_scatter` — Scatter Plot: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const echartsTimeseriesScatterMetadata: ChartMetadata = {
  viz_type: 'echarts_timeseries_scatter',
  name: 'Scatter Plot',
  category: 'Evolution',
  description:
    'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Transformable',
    'Scatter',
    'Popular',
    'Featured',
  ],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'echarts_timeseries_scatter.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
