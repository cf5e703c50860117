import type { ChartMetadata } from '../../contract.ts';

/** `echarts_timeseries_step` — Stepped Line: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const echartsTimeseriesStepMetadata: ChartMetadata = {
  viz_type: 'echarts_timeseries_step',
  name: 'Stepped Line',
  category: 'Evolution',
  description:
    'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Line',
    'Transformable',
    'Stacked',
  ],
  isDeprecated: false,
  isFeatured: false,
  thumbnail: 'echarts_timeseries_step.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
