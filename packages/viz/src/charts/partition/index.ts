import type { ChartPlugin } from '../../contract.ts';
import { partitionControlPanel } from './control-panel.ts';
import type { PartitionFormData } from './form-data.ts';
import { partitionQuery } from './query.ts';
import type { PartitionChartProps } from './transform-props.ts';

/** `partition` — Partition Chart (legacy icicle, ported to /api/v1/chart/data). */
export const partitionPlugin: ChartPlugin<PartitionFormData, PartitionChartProps> = {
  metadata: {
    viz_type: 'partition',
    name: 'Partition Chart',
    category: 'Part of a Whole',
    description: 'Compare the same summarized metric across multiple groups.',
    tags: [
      'Categorical',
      'Comparison',
      'Legacy',
      'Multi-Levels',
      'Part of a Whole',
      'Proportional',
    ],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'partition.png',
    behaviors: [],
  },
  ...partitionQuery,
  controlPanel: partitionControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformPartitionProps),
  loadComponent: () => import('./PartitionChart.tsx').then((m) => m.PartitionChart),
};
