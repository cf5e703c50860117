import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesScatterControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesScatterFormData } from './form-data.ts';
import { echartsTimeseriesScatterQuery } from './query.ts';

/** `echarts_timeseries_scatter` — Scatter Plot. */
export const echartsTimeseriesScatterPlugin: ChartPlugin<
  EchartsTimeseriesScatterFormData,
  TimeseriesChartProps
> = {
  metadata: {
    viz_type: 'echarts_timeseries_scatter',
    name: 'Scatter Plot',
    category: 'Evolution',
    description:
      'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
    tags: [
      'ECharts',
      'Predictive',
      'Advanced-Analytics',
      'Aesthetic',
      'Time',
      'Transformable',
      'Scatter',
      'Popular',
      'Featured',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'echarts_timeseries_scatter.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...echartsTimeseriesScatterQuery,
  controlPanel: echartsTimeseriesScatterControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesScatterProps),
  loadComponent: () => import('./ScatterChart.tsx').then((m) => m.ScatterChart),
};
