import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesBarControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesBarFormData } from './form-data.ts';
import { echartsTimeseriesBarQuery } from './query.ts';

/** `echarts_timeseries_bar` — Bar Chart. */
export const echartsTimeseriesBarPlugin: ChartPlugin<
  EchartsTimeseriesBarFormData,
  TimeseriesChartProps
> = {
  metadata: {
    viz_type: 'echarts_timeseries_bar',
    name: 'Bar Chart',
    category: 'Evolution',
    description: 'Bar Charts are used to show metrics as a series of bars.',
    tags: [
      'ECharts',
      'Predictive',
      'Advanced-Analytics',
      'Aesthetic',
      'Time',
      'Transformable',
      'Stacked',
      'Vertical',
      'Bar',
      'Popular',
      'Featured',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'echarts_timeseries_bar.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...echartsTimeseriesBarQuery,
  controlPanel: echartsTimeseriesBarControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesBarProps),
  loadComponent: () => import('./BarChart.tsx').then((m) => m.BarChart),
};
