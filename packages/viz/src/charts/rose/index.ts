import type { ChartPlugin } from '../../contract.ts';
import { roseControlPanel } from './control-panel.ts';
import type { RoseFormData } from './form-data.ts';
import { roseQuery } from './query.ts';
import type { RoseChartProps } from './transform-props.ts';

/** `rose` — Nightingale Rose Chart (legacy, ported to /api/v1/chart/data). */
export const rosePlugin: ChartPlugin<RoseFormData, RoseChartProps> = {
  metadata: {
    viz_type: 'rose',
    name: 'Nightingale Rose Chart',
    category: 'Ranking',
    description:
      'A polar coordinate chart where the circle is broken into wedges of equal angle, and the value represented by any wedge is illustrated by its area, rather than its radius or sweep angle.',
    tags: [
      'Legacy',
      'Advanced-Analytics',
      'Circular',
      'Multi-Layers',
      'Pattern',
      'Time',
      'Trend',
      'Nightingale',
    ],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'rose.png',
    behaviors: [],
  },
  ...roseQuery,
  controlPanel: roseControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformRoseProps),
  loadComponent: () => import('./RoseChart.tsx').then((m) => m.RoseChart),
};
