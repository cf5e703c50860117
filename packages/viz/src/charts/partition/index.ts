import type { ChartPlugin } from '../../contract.ts';
import { partitionControlPanel } from './control-panel.ts';
import type { PartitionFormData } from './form-data.ts';
import { partitionMetadata } from './metadata.ts';
import { partitionQuery } from './query.ts';
import type { PartitionChartProps } from './transform-props.ts';

/** `partition` — Partition Chart (legacy icicle, ported to /api/v1/chart/data). */
export const partitionPlugin: ChartPlugin<PartitionFormData, PartitionChartProps> = {
  metadata: partitionMetadata,
  ...partitionQuery,
  controlPanel: partitionControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformPartitionProps),
  loadComponent: () => import('./PartitionChart.tsx').then((m) => m.PartitionChart),
};
