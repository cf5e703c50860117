import type { ChartPlugin } from '../../contract.ts';
import { timeTableControlPanel } from './control-panel.ts';
import type { TimeTableFormData } from './form-data.ts';
import { timeTableQuery } from './query.ts';
import type { TimeTableChartProps } from './transform-props.ts';

/** `time_table` — Time-series Table (legacy; served by /api/v1/chart/data and reshaped in the browser). */
export const timeTablePlugin: ChartPlugin<TimeTableFormData, TimeTableChartProps> = {
  metadata: {
    viz_type: 'time_table',
    name: 'Time-series Table',
    category: 'Table',
    description: 'Compare multiple time series charts (as sparklines) and related metrics quickly.',
    tags: ['Multi-Variables', 'Comparison', 'Legacy', 'Percentages', 'Tabular', 'Text', 'Trend'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'time_table.png',
    behaviors: [],
  },
  ...timeTableQuery,
  controlPanel: timeTableControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTimeTableProps),
  loadComponent: () => import('./TimeTableChart.tsx').then((m) => m.TimeTableChart),
};
