import type { ChartPlugin } from '../../contract.ts';
import { tableControlPanel } from './control-panel.ts';
import type { TableFormData } from './form-data.ts';
import { tableQuery } from './query.ts';
import type { TableChartProps } from './transform-props.ts';

/** `table` — Table. */
export const tablePlugin: ChartPlugin<TableFormData, TableChartProps> = {
  metadata: {
    viz_type: 'table',
    name: 'Table',
    category: 'Table',
    description:
      'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
    tags: [
      'Additive',
      'Business',
      'Pattern',
      'Popular',
      'Report',
      'Sequential',
      'Tabular',
      'Description',
    ],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'table.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
    annotationSourceType: 'table',
  },
  ...tableQuery,
  controlPanel: tableControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTableProps),
  loadComponent: () => import('./TableChart.tsx').then((m) => m.TableChart),
};
