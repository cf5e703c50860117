import type { ChartPlugin } from '../../contract.ts';
import { waterfallControlPanel } from './control-panel.ts';
import type { WaterfallFormData } from './form-data.ts';
import { waterfallMetadata } from './metadata.ts';
import { waterfallQuery } from './query.ts';
import type { WaterfallChartProps } from './transform-props.ts';

/** `waterfall` — Waterfall Chart. */
export const waterfallPlugin: ChartPlugin<WaterfallFormData, WaterfallChartProps> = {
  metadata: waterfallMetadata,
  ...waterfallQuery,
  controlPanel: waterfallControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformWaterfallProps),
  loadComponent: () => import('./WaterfallChart.tsx').then((m) => m.WaterfallChart),
};
