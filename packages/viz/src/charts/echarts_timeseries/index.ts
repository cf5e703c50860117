import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { echartsTimeseriesControlPanel } from './control-panel.ts';
import type { EchartsTimeseriesFormData } from './form-data.ts';
import { echartsTimeseriesQuery } from './query.ts';

/** `echarts_timeseries` — Generic Chart. */
export const echartsTimeseriesPlugin: ChartPlugin<EchartsTimeseriesFormData, TimeseriesChartProps> =
  {
    metadata: {
      viz_type: 'echarts_timeseries',
      name: 'Generic Chart',
      category: 'Evolution',
      description:
        'Swiss army knife for visualizing data. Choose between step, line, scatter, and bar charts. This viz type has many customization options as well.',
      tags: [
        'ECharts',
        'Predictive',
        'Advanced-Analytics',
        'Aesthetic',
        'Line',
        'Transformable',
        'Stacked',
        'Bar',
        'Scatter',
        'Step',
      ],
      isDeprecated: false,
      isFeatured: false,
      thumbnail: 'echarts_timeseries.png',
      behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    },
    ...echartsTimeseriesQuery,
    controlPanel: echartsTimeseriesControlPanel,
    loadTransformProps: () =>
      import('./transform-props.ts').then((m) => m.transformEchartsTimeseriesProps),
    loadComponent: () => import('./GenericChart.tsx').then((m) => m.GenericChart),
  };
