import type { ChartPlugin } from '../../contract.ts';
import { treeChartControlPanel } from './control-panel.ts';
import type { TreeChartFormData } from './form-data.ts';
import { treeChartQuery } from './query.ts';
import type { TreeChartProps } from './transform-props.ts';

/** `tree_chart` — Tree Chart. */
export const treeChartPlugin: ChartPlugin<TreeChartFormData, TreeChartProps> = {
  metadata: {
    viz_type: 'tree_chart',
    name: 'Tree Chart',
    category: 'Part of a Whole',
    description: 'Visualize multiple levels of hierarchy using a familiar tree-like structure.',
    tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'tree_chart.png',
    behaviors: [],
  },
  ...treeChartQuery,
  controlPanel: treeChartControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTreeChartProps),
  loadComponent: () => import('./TreeChart.tsx').then((m) => m.TreeChart),
};
