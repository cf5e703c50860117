import type { ChartPlugin } from '../../contract.ts';
import { heatmapV2ControlPanel } from './control-panel.ts';
import type { HeatmapV2FormData } from './form-data.ts';
import { heatmapV2Metadata } from './metadata.ts';
import { heatmapV2Query } from './query.ts';
import type { HeatmapChartProps } from './transform-props.ts';

/** `heatmap_v2` — Heatmap. */
export const heatmapV2Plugin: ChartPlugin<HeatmapV2FormData, HeatmapChartProps> = {
  metadata: heatmapV2Metadata,
  ...heatmapV2Query,
  controlPanel: heatmapV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformHeatmapV2Props),
  loadComponent: () => import('./HeatmapChart.tsx').then((m) => m.HeatmapChart),
};
