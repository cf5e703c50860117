import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesLineControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesLineFormData } from './form-data.ts';
import { echartsTimeseriesLineQuery } from './query.ts';

/** `echarts_timeseries_line` — Line Chart. */
export const echartsTimeseriesLinePlugin: ChartPlugin<
  EchartsTimeseriesLineFormData,
  TimeseriesChartProps
> = {
  metadata: {
    viz_type: 'echarts_timeseries_line',
    name: 'Line Chart',
    category: 'Evolution',
    description:
      'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments.',
    tags: [
      'ECharts',
      'Predictive',
      'Advanced-Analytics',
      'Aesthetic',
      'Line',
      'Popular',
      'Featured',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'echarts_timeseries_line.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    annotationSourceType: 'line',
  },
  ...echartsTimeseriesLineQuery,
  controlPanel: echartsTimeseriesLineControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesLineProps),
  loadComponent: () => import('./LineChart.tsx').then((m) => m.LineChart),
};
