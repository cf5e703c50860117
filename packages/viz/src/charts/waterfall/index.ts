import type { ChartPlugin } from '../../contract.ts';
import { waterfallControlPanel } from './control-panel.ts';
import type { WaterfallFormData } from './form-data.ts';
import { waterfallQuery } from './query.ts';
import type { WaterfallChartProps } from './transform-props.ts';

/** `waterfall` — Waterfall Chart. */
export const waterfallPlugin: ChartPlugin<WaterfallFormData, WaterfallChartProps> = {
  metadata: {
    viz_type: 'waterfall',
    name: 'Waterfall Chart',
    category: 'Evolution',
    description:
      'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values.',
    tags: ['Categorical', 'Comparison', 'ECharts', 'Trend', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'waterfall.png',
    behaviors: [],
  },
  ...waterfallQuery,
  controlPanel: waterfallControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformWaterfallProps),
  loadComponent: () => import('./WaterfallChart.tsx').then((m) => m.WaterfallChart),
};
