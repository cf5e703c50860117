import type { ChartPlugin } from '../../contract.ts';
import { calHeatmapControlPanel } from './control-panel.ts';
import type { CalHeatmapFormData } from './form-data.ts';
import { calHeatmapMetadata } from './metadata.ts';
import { calHeatmapQuery } from './query.ts';
import type { CalHeatmapChartProps } from './transform-props.ts';

/** `cal_heatmap` — Calendar Heatmap (legacy). */
export const calHeatmapPlugin: ChartPlugin<CalHeatmapFormData, CalHeatmapChartProps> = {
  metadata: calHeatmapMetadata,
  ...calHeatmapQuery,
  controlPanel: calHeatmapControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformCalHeatmapProps),
  loadComponent: () => import('./CalHeatmapChart.tsx').then((m) => m.CalHeatmapChart),
};
