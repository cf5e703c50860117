import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsAreaControlPanel } from './control-panel.ts';
import type { EchartsAreaFormData } from './form-data.ts';
import { echartsAreaQuery } from './query.ts';

/** `echarts_area` — Area Chart. */
export const echartsAreaPlugin: ChartPlugin<EchartsAreaFormData, TimeseriesChartProps> = {
  metadata: {
    viz_type: 'echarts_area',
    name: 'Area Chart',
    category: 'Evolution',
    description:
      'Area charts are similar to line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
    tags: [
      'ECharts',
      'Predictive',
      'Advanced-Analytics',
      'Aesthetic',
      'Line',
      'Transformable',
      'Stacked',
      'Featured',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'echarts_area.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...echartsAreaQuery,
  controlPanel: echartsAreaControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformEchartsAreaProps),
  loadComponent: () => import('./AreaChart.tsx').then((m) => m.AreaChart),
};
