import type { ChartPlugin } from '../../contract.ts';
import { horizonControlPanel } from './control-panel.ts';
import type { HorizonFormData } from './form-data.ts';
import { horizonQuery } from './query.ts';
import type { HorizonChartProps } from './transform-props.ts';

/** `horizon` — Horizon Chart (legacy). */
export const horizonPlugin: ChartPlugin<HorizonFormData, HorizonChartProps> = {
  metadata: {
    viz_type: 'horizon',
    name: 'Horizon Chart',
    category: 'Distribution',
    description:
      'Compare how a metric changes over time between different groups. Each group is mapped to a row and change over time is visualized bar lengths and color.',
    tags: ['Legacy'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'horizon.png',
    behaviors: [],
  },
  ...horizonQuery,
  controlPanel: horizonControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformHorizonProps),
  loadComponent: () => import('./HorizonChart.tsx').then((m) => m.HorizonChart),
};
