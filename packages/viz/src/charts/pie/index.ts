import type { ChartPlugin } from '../../contract.ts';
import { pieControlPanel } from './control-panel.ts';
import type { PieFormData } from './form-data.ts';
import { pieQuery } from './query.ts';
import type { PieChartProps } from './transform-props.ts';

/** `pie` — Pie Chart. */
export const piePlugin: ChartPlugin<PieFormData, PieChartProps> = {
  metadata: {
    viz_type: 'pie',
    name: 'Pie Chart',
    category: 'Part of a Whole',
    description:
      'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex.',
    tags: [
      'Categorical',
      'Circular',
      'Comparison',
      'Percentages',
      'Featured',
      'Proportional',
      'ECharts',
      'Nightingale',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'pie.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...pieQuery,
  controlPanel: pieControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformPieProps),
  loadComponent: () => import('./PieChart.tsx').then((m) => m.PieChart),
};
