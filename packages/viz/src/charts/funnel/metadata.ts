import type { ChartMetadata } from '../../contract.ts';

/** `funnel` — Funnel Chart: what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const funnelMetadata: ChartMetadata = {
  viz_type: 'funnel',
  name: 'Funnel Chart',
  category: 'KPI',
  description:
    'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
  tags: ['Business', 'ECharts', 'Progressive', 'Featured'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'funnel.png',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
