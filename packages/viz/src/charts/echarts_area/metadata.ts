import type { ChartMetadata } from '../../contract.ts';

/** `echarts_area` — Area Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const echartsAreaMetadata: ChartMetadata = {
  viz_type: 'echarts_area',
  name: 'Area Chart',
  category: 'Evolution',
  description:
    'Area charts are similar to line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Line',
    'Transformable',
    'Stacked',
    'Featured',
  ],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'echarts_area.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
