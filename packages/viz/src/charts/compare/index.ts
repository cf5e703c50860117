import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { compareControlPanel } from './control-panel.ts';
import type { CompareFormData } from './form-data.ts';
import { compareQuery } from './query.ts';

/** `compare` — Time-series Percent Change (legacy, deprecated; ported to /api/v1/chart/data). */
export const comparePlugin: ChartPlugin<CompareFormData, TimeseriesChartProps> = {
  metadata: {
    viz_type: 'compare',
    name: 'Time-series Percent Change',
    category: 'Evolution',
    description:
      'Visualizes many different time-series objects in a single chart. This chart is being deprecated and we recommend using the Time-series Chart instead.',
    tags: [
      'Legacy',
      'Time',
      'nvd3',
      'Advanced-Analytics',
      'Comparison',
      'Line',
      'Percentages',
      'Predictive',
      'Trend',
      'Deprecated',
    ],
    isDeprecated: true,
    isFeatured: false,
    thumbnail: 'compare.png',
    behaviors: [],
  },
  ...compareQuery,
  controlPanel: compareControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformCompareProps),
  loadComponent: () => import('./CompareChart.tsx').then((m) => m.CompareChart),
};
