import type { ChartPlugin } from '../../contract.ts';
import { timeTableControlPanel } from './control-panel.ts';
import type { TimeTableFormData } from './form-data.ts';
import { timeTableMetadata } from './metadata.ts';
import { timeTableQuery } from './query.ts';
import type { TimeTableChartProps } from './transform-props.ts';

/** `time_table` — Time-series Table (legacy; served by /api/v1/chart/data and reshaped in the browser). */
export const timeTablePlugin: ChartPlugin<TimeTableFormData, TimeTableChartProps> = {
  metadata: timeTableMetadata,
  ...timeTableQuery,
  controlPanel: timeTableControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTimeTableProps),
  loadComponent: () => import('./TimeTableChart.tsx').then((m) => m.TimeTableChart),
};
