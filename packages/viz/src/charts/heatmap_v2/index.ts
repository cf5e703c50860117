import type { ChartPlugin } from '../../contract.ts';
import { heatmapV2ControlPanel } from './control-panel.ts';
import type { HeatmapV2FormData } from './form-data.ts';
import { heatmapV2Query } from './query.ts';
import type { HeatmapChartProps } from './transform-props.ts';

/** `heatmap_v2` — Heatmap. */
export const heatmapV2Plugin: ChartPlugin<HeatmapV2FormData, HeatmapChartProps> = {
  metadata: {
    viz_type: 'heatmap_v2',
    name: 'Heatmap',
    category: 'Correlation',
    description:
      'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups.',
    tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'heatmap_v2.png',
    behaviors: [],
  },
  ...heatmapV2Query,
  controlPanel: heatmapV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformHeatmapV2Props),
  loadComponent: () => import('./HeatmapChart.tsx').then((m) => m.HeatmapChart),
};
