import type { ChartPlugin } from '../../contract.ts';
import { tableControlPanel } from './control-panel.ts';
import type { TableFormData } from './form-data.ts';
import { tableMetadata } from './metadata.ts';
import { tableQuery } from './query.ts';
import type { TableChartProps } from './transform-props.ts';

/** `table` — Table. */
export const tablePlugin: ChartPlugin<TableFormData, TableChartProps> = {
  metadata: tableMetadata,
  ...tableQuery,
  controlPanel: tableControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTableProps),
  loadComponent: () => import('./TableChart.tsx').then((m) => m.TableChart),
};
