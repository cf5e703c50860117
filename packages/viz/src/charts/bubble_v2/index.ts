import type { ChartPlugin } from '../../contract.ts';
import { bubbleV2ControlPanel } from './control-panel.ts';
import type { BubbleV2FormData } from './form-data.ts';
import { bubbleV2Metadata } from './metadata.ts';
import { bubbleV2Query } from './query.ts';
import type { BubbleChartProps } from './transform-props.ts';

/** `bubble_v2` — Bubble Chart. */
export const bubbleV2Plugin: ChartPlugin<BubbleV2FormData, BubbleChartProps> = {
  metadata: bubbleV2Metadata,
  ...bubbleV2Query,
  controlPanel: bubbleV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBubbleV2Props),
  loadComponent: () => import('./BubbleChart.tsx').then((m) => m.BubbleChart),
};
