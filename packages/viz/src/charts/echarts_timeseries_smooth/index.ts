import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesSmoothControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesSmoothFormData } from './form-data.ts';
import { echartsTimeseriesSmoothQuery } from './query.ts';

/** `echarts_timeseries_smooth` — Smooth Line. */
export const echartsTimeseriesSmoothPlugin: ChartPlugin<
  EchartsTimeseriesSmoothFormData,
  TimeseriesChartProps
> = {
  metadata: {
    viz_type: 'echarts_timeseries_smooth',
    name: 'Smooth Line',
    category: 'Evolution',
    description:
      'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line sometimes looks smarter and more professional.',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Transformable'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'echarts_timeseries_smooth.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...echartsTimeseriesSmoothQuery,
  controlPanel: echartsTimeseriesSmoothControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesSmoothProps),
  loadComponent: () => import('./SmoothLineChart.tsx').then((m) => m.SmoothLineChart),
};
