import type { ChartPlugin } from '../../contract.ts';
import { bubbleControlPanel } from './control-panel.ts';
import type { BubbleFormData } from './form-data.ts';
import { bubbleMetadata } from './metadata.ts';
import { bubbleQuery } from './query.ts';
import type { BubbleLegacyChartProps } from './transform-props.ts';

/** `bubble` — Bubble Chart (legacy, deprecated; ported to /api/v1/chart/data). */
export const bubblePlugin: ChartPlugin<BubbleFormData, BubbleLegacyChartProps> = {
  metadata: bubbleMetadata,
  ...bubbleQuery,
  controlPanel: bubbleControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBubbleProps),
  loadComponent: () => import('./BubbleLegacyChart.tsx').then((m) => m.BubbleLegacyChart),
};
