import type { ChartPlugin } from '../../contract.ts';
import { graphChartControlPanel } from './control-panel.ts';
import type { GraphChartFormData } from './form-data.ts';
import { graphChartQuery } from './query.ts';
import type { GraphChartProps } from './transform-props.ts';

/** `graph_chart` — Graph Chart. */
export const graphChartPlugin: ChartPlugin<GraphChartFormData, GraphChartProps> = {
  metadata: {
    viz_type: 'graph_chart',
    name: 'Graph Chart',
    category: 'Flow',
    description:
      'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network.',
    tags: [
      'Circular',
      'Comparison',
      'Directional',
      'ECharts',
      'Relational',
      'Structural',
      'Transformable',
      'Featured',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'graph_chart.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...graphChartQuery,
  controlPanel: graphChartControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformGraphChartProps),
  loadComponent: () => import('./GraphChart.tsx').then((m) => m.GraphChart),
};
