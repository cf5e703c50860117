import type { ChartPlugin } from '../../contract.ts';
import { bubbleV2ControlPanel } from './control-panel.ts';
import type { BubbleV2FormData } from './form-data.ts';
import { bubbleV2Query } from './query.ts';
import type { BubbleChartProps } from './transform-props.ts';

/** `bubble_v2` — Bubble Chart. */
export const bubbleV2Plugin: ChartPlugin<BubbleV2FormData, BubbleChartProps> = {
  metadata: {
    viz_type: 'bubble_v2',
    name: 'Bubble Chart',
    category: 'Correlation',
    description:
      'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
    tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'bubble_v2.png',
    behaviors: [],
  },
  ...bubbleV2Query,
  controlPanel: bubbleV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBubbleV2Props),
  loadComponent: () => import('./BubbleChart.tsx').then((m) => m.BubbleChart),
};
