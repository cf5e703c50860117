import type { ChartMetadata } from '../../contract.ts';

/** `gauge_chart` — Gauge Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const gaugeChartMetadata: ChartMetadata = {
  viz_type: 'gauge_chart',
  name: 'Gauge Chart',
  category: 'KPI',
  description:
    'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
  tags: ['Business', 'ECharts', 'Multi-Dimensions', 'Advanced-Analytics', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'gauge_chart.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
