import type { ChartPlugin } from '../../contract.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';
import { timePivotControlPanel } from './control-panel.ts';
import type { TimePivotFormData } from './form-data.ts';
import { timePivotQuery } from './query.ts';

/** `time_pivot` — Time-series Period Pivot (legacy; ported to /api/v1/chart/data). */
export const timePivotPlugin: ChartPlugin<TimePivotFormData, TimeseriesChartProps> = {
  metadata: {
    viz_type: 'time_pivot',
    name: 'Time-series Period Pivot',
    category: 'Evolution',
    description:
      'Compares the same metric across periods: each period (week, year...) is drawn as its own line over the latest period.',
    tags: ['Legacy', 'Time', 'nvd3', 'Advanced-Analytics', 'Comparison', 'Line', 'Transformable'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'time_pivot.png',
    behaviors: [],
  },
  ...timePivotQuery,
  controlPanel: timePivotControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTimePivotProps),
  loadComponent: () => import('./TimePivotChart.tsx').then((m) => m.TimePivotChart),
};
