import type { ChartPlugin } from '../../contract.ts';
import { treemapV2ControlPanel } from './control-panel.ts';
import type { TreemapV2FormData } from './form-data.ts';
import { treemapV2Metadata } from './metadata.ts';
import { treemapV2Query } from './query.ts';
import type { TreemapChartProps } from './transform-props.ts';

/** `treemap_v2` — Treemap. */
export const treemapV2Plugin: ChartPlugin<TreemapV2FormData, TreemapChartProps> = {
  metadata: treemapV2Metadata,
  ...treemapV2Query,
  controlPanel: treemapV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTreemapV2Props),
  loadComponent: () => import('./TreemapChart.tsx').then((m) => m.TreemapChart),
};
