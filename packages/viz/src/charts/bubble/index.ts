import type { ChartPlugin } from '../../contract.ts';
import { bubbleControlPanel } from './control-panel.ts';
import type { BubbleFormData } from './form-data.ts';
import { bubbleQuery } from './query.ts';
import type { BubbleLegacyChartProps } from './transform-props.ts';

/** `bubble` — Bubble Chart (legacy, deprecated; ported to /api/v1/chart/data). */
export const bubblePlugin: ChartPlugin<BubbleFormData, BubbleLegacyChartProps> = {
  metadata: {
    viz_type: 'bubble',
    name: 'Bubble Chart (legacy)',
    category: 'Correlation',
    description:
      'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
    tags: [
      'Multi-Dimensions',
      'Comparison',
      'Legacy',
      'Scatter',
      'Time',
      'Trend',
      'nvd3',
      'Deprecated',
    ],
    isDeprecated: true,
    isFeatured: false,
    thumbnail: 'bubble.png',
    behaviors: [],
  },
  ...bubbleQuery,
  controlPanel: bubbleControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBubbleProps),
  loadComponent: () => import('./BubbleLegacyChart.tsx').then((m) => m.BubbleLegacyChart),
};
