import type { ChartPlugin } from '../../contract.ts';
import { paraControlPanel } from './control-panel.ts';
import type { ParaFormData } from './form-data.ts';
import { paraQuery } from './query.ts';
import type { ParaChartProps } from './transform-props.ts';

/** `para` — Parallel Coordinates (legacy, ported to /api/v1/chart/data). */
export const paraPlugin: ChartPlugin<ParaFormData, ParaChartProps> = {
  metadata: {
    viz_type: 'para',
    name: 'Parallel Coordinates',
    category: 'Ranking',
    description:
      'Plots the individual metrics for each row in the data vertically and links them together as a line. This chart is useful for comparing multiple metrics across all of the samples or rows in the data.',
    tags: ['Directional', 'Legacy', 'Relational'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'para.png',
    behaviors: [],
  },
  ...paraQuery,
  controlPanel: paraControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformParaProps),
  loadComponent: () => import('./ParaChart.tsx').then((m) => m.ParaChart),
};
