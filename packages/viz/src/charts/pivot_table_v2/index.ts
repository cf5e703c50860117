import type { ChartPlugin } from '../../contract.ts';
import { pivotTableV2ControlPanel } from './control-panel.ts';
import type { PivotTableV2FormData } from './form-data.ts';
import { pivotTableV2Query } from './query.ts';
import type { PivotTableChartProps } from './transform-props.ts';

/** `pivot_table_v2` — Pivot Table. */
export const pivotTableV2Plugin: ChartPlugin<PivotTableV2FormData, PivotTableChartProps> = {
  metadata: {
    viz_type: 'pivot_table_v2',
    name: 'Pivot Table',
    category: 'Table',
    description:
      'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location. Not the most visually stunning visualization, but highly informative and versatile.',
    tags: ['Additive', 'Report', 'Tabular', 'Description'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'pivot_table_v2.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    supportsPivotedCsv: true,
  },
  ...pivotTableV2Query,
  controlPanel: pivotTableV2ControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformPivotTableV2Props),
  loadComponent: () => import('./PivotTableChart.tsx').then((m) => m.PivotTableChart),
};
