import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesStepControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesStepFormData } from './form-data.ts';
import { echartsTimeseriesStepQuery } from './query.ts';

/** `echarts_timeseries_step` — Stepped Line. */
export const echartsTimeseriesStepPlugin: ChartPlugin<
  EchartsTimeseriesStepFormData,
  TimeseriesChartProps
> = {
  metadata: {
    viz_type: 'echarts_timeseries_step',
    name: 'Stepped Line',
    category: 'Evolution',
    description:
      'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
    tags: [
      'ECharts',
      'Predictive',
      'Advanced-Analytics',
      'Aesthetic',
      'Line',
      'Transformable',
      'Stacked',
    ],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'echarts_timeseries_step.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...echartsTimeseriesStepQuery,
  controlPanel: echartsTimeseriesStepControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesStepProps),
  loadComponent: () => import('./StepLineChart.tsx').then((m) => m.StepLineChart),
};
