import type { ChartPlugin } from '../../contract.ts';
import { gaugeChartControlPanel } from './control-panel.ts';
import type { GaugeChartFormData } from './form-data.ts';
import { gaugeChartQuery } from './query.ts';
import type { GaugeChartProps } from './transform-props.ts';

/** `gauge_chart` — Gauge Chart. */
export const gaugeChartPlugin: ChartPlugin<GaugeChartFormData, GaugeChartProps> = {
  metadata: {
    viz_type: 'gauge_chart',
    name: 'Gauge Chart',
    category: 'KPI',
    description:
      'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
    tags: ['Business', 'ECharts', 'Multi-Dimensions', 'Advanced-Analytics', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'gauge_chart.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...gaugeChartQuery,
  controlPanel: gaugeChartControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformGaugeChartProps),
  loadComponent: () => import('./GaugeChart.tsx').then((m) => m.GaugeChart),
};
