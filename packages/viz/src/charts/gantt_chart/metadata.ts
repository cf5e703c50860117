import type { ChartMetadata } from '../../contract.ts';

/** `gantt_chart` — Gantt Chart (added to Superset after the spec's list of 45 types): what the gallery and the list pages know of it (`@sightline/viz/metadata`). */
export const ganttChartMetadata: ChartMetadata = {
  viz_type: 'gantt_chart',
  name: 'Gantt Chart',
  category: 'Evolution',
  description:
    'Gantt chart visualizes important events over a time span. Every data point displayed as a separate event along a horizontal line.',
  tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
  isDeprecated: false,
  isFeatured: true,
  thumbnail: 'gantt_chart.png',
  behaviors: ['DRILL_TO_DETAIL'],
};
