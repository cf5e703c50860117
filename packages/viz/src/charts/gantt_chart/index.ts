import type { ChartPlugin } from '../../contract.ts';
import { ganttChartControlPanel } from './control-panel.ts';
import type { GanttChartFormData } from './form-data.ts';
import { ganttChartQuery } from './query.ts';
import type { GanttChartProps } from './transform-props.ts';

/** `gantt_chart` — Gantt Chart (added to Superset after the spec's list of 45 types). */
export const ganttChartPlugin: ChartPlugin<GanttChartFormData, GanttChartProps> = {
  metadata: {
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
  },
  ...ganttChartQuery,
  controlPanel: ganttChartControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformGanttChartProps),
  loadComponent: () => import('./GanttChart.tsx').then((m) => m.GanttChart),
};
