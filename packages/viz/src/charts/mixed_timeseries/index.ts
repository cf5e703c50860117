import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { mixedTimeseriesControlPanel } from './control-panel.ts';
import type { MixedTimeseriesFormData } from './form-data.ts';
import { mixedTimeseriesQuery } from './query.ts';

/** `mixed_timeseries` — Mixed Chart. */
export const mixedTimeseriesPlugin: ChartPlugin<MixedTimeseriesFormData, TimeseriesChartProps> = {
  metadata: {
    viz_type: 'mixed_timeseries',
    name: 'Mixed Chart',
    category: 'Evolution',
    description:
      'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
    tags: [
      'Advanced-Analytics',
      'ECharts',
      'Line',
      'Multi-Variables',
      'Time',
      'Transformable',
      'Featured',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'mixed_timeseries.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...mixedTimeseriesQuery,
  controlPanel: mixedTimeseriesControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformMixedTimeseriesProps),
  loadComponent: () => import('./MixedChart.tsx').then((m) => m.MixedChart),
};
