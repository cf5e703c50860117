import type { ChartMetadata } from '../../contract.ts';

/** `echarts_timeseries_line` — Line Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const echartsTimeseriesLineMetadata: ChartMetadata = {
  viz_type: 'echarts_timeseries_line',
  name: 'Line Chart',
  category: 'Evolution',
  description:
    'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments.',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Popular', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'echarts_timeseries_line.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  annotationSourceType: 'line',
};
