import type { ChartMetadata } from '../../contract.ts';

/** `echarts_timeseries_smooth` — Smooth Line: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const echartsTimeseriesSmoothMetadata: ChartMetadata = {
  viz_type: 'echarts_timeseries_smooth',
  name: 'Smooth Line',
  category: 'Evolution',
  description:
    'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line sometimes looks smarter and more professional.',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Transformable'],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'echarts_timeseries_smooth.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
