import type { ChartPlugin } from '../../contract.ts';
import { graphChartControlPanel } from './control-panel.ts';
import type { GraphChartFormData } from './form-data.ts';
import { graphChartMetadata } from './metadata.ts';
import { graphChartQuery } from './query.ts';
import type { GraphChartProps } from './transform-props.ts';

/** `graph_chart` — Graph Chart. */
export const graphChartPlugin: ChartPlugin<GraphChartFormData, GraphChartProps> = {
  metadata: graphChartMetadata,
  ...graphChartQuery,
  controlPanel: graphChartControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformGraphChartProps),
  loadComponent: () => import('./GraphChart.tsx').then((m) => m.GraphChart),
};
