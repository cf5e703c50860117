import type { ChartPlugin } from '../../contract.ts';
import { treeChartControlPanel } from './control-panel.ts';
import type { TreeChartFormData } from './form-data.ts';
import { treeChartMetadata } from './metadata.ts';
import { treeChartQuery } from './query.ts';
import type { TreeChartProps } from './transform-props.ts';

/** `tree_chart` — Tree Chart. */
export const treeChartPlugin: ChartPlugin<TreeChartFormData, TreeChartProps> = {
  metadata: treeChartMetadata,
  ...treeChartQuery,
  controlPanel: treeChartControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTreeChartProps),
  loadComponent: () => import('./TreeChart.tsx').then((m) => m.TreeChart),
};
