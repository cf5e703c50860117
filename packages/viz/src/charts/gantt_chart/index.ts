import type { ChartPlugin } from '../../contract.ts';
import { ganttChartControlPanel } from './control-panel.ts';
import type { GanttChartFormData } from './form-data.ts';
import { ganttChartMetadata } from './metadata.ts';
import { ganttChartQuery } from './query.ts';
import type { GanttChartProps } from './transform-props.ts';

/** `gantt_chart` — Gantt Chart (added to Superset after the spec's list of 45 types). */
export const ganttChartPlugin: ChartPlugin<GanttChartFormData, GanttChartProps> = {
  metadata: ganttChartMetadata,
  ...ganttChartQuery,
  controlPanel: ganttChartControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformGanttChartProps),
  loadComponent: () => import('./GanttChart.tsx').then((m) => m.GanttChart),
};
