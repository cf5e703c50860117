import type { ChartPlugin } from '../../contract.ts';
import { boxPlotControlPanel } from './control-panel.ts';
import type { BoxPlotFormData } from './form-data.ts';
import { boxPlotQuery } from './query.ts';
import type { BoxPlotChartProps } from './transform-props.ts';

/** `box_plot` — Box Plot. */
export const boxPlotPlugin: ChartPlugin<BoxPlotFormData, BoxPlotChartProps> = {
  metadata: {
    viz_type: 'box_plot',
    name: 'Box Plot',
    category: 'Distribution',
    description:
      'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups.',
    tags: ['Aesthetic', 'ECharts', 'Range', 'Statistical', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'box_plot.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...boxPlotQuery,
  controlPanel: boxPlotControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBoxPlotProps),
  loadComponent: () => import('./BoxPlotChart.tsx').then((m) => m.BoxPlotChart),
};
