import type { ChartPlugin } from '../../contract.ts';
import { calHeatmapControlPanel } from './control-panel.ts';
import type { CalHeatmapFormData } from './form-data.ts';
import { calHeatmapQuery } from './query.ts';
import type { CalHeatmapChartProps } from './transform-props.ts';

/** `cal_heatmap` — Calendar Heatmap (legacy). */
export const calHeatmapPlugin: ChartPlugin<CalHeatmapFormData, CalHeatmapChartProps> = {
  metadata: {
    viz_type: 'cal_heatmap',
    name: 'Calendar Heatmap',
    category: 'Correlation',
    description:
      "Visualizes how a metric has changed over a time using a color scale and a calendar view. Gray values are used to indicate missing values and the linear color scheme is used to encode the magnitude of each day's value.",
    tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend', 'Legacy'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'cal_heatmap.png',
    behaviors: [],
  },
  ...calHeatmapQuery,
  controlPanel: calHeatmapControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformCalHeatmapProps),
  loadComponent: () => import('./CalHeatmapChart.tsx').then((m) => m.CalHeatmapChart),
};
