import type { ChartPlugin } from '../../contract.ts';
import { radarControlPanel } from './control-panel.ts';
import type { RadarFormData } from './form-data.ts';
import { radarQuery } from './query.ts';
import type { RadarChartProps } from './transform-props.ts';

/** `radar` — Radar Chart. */
export const radarPlugin: ChartPlugin<RadarFormData, RadarChartProps> = {
  metadata: {
    viz_type: 'radar',
    name: 'Radar Chart',
    category: 'Ranking',
    description:
      'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
    tags: ['Business', 'Comparison', 'Multi-Variables', 'ECharts', 'Web', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'radar.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...radarQuery,
  controlPanel: radarControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformRadarProps),
  loadComponent: () => import('./RadarChart.tsx').then((m) => m.RadarChart),
};
