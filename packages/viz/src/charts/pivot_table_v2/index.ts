import type { ChartPlugin } from '../../contract.ts';
import { pivotTableV2ControlPanel } from './control-panel.ts';
import type { PivotTableV2FormData } from './form-data.ts';
import { pivotTableV2Metadata } from './metadata.ts';
import { pivotTableV2Query } from './query.ts';
import type { PivotTableChartProps } from './transform-props.ts';

/** `pivot_table_v2` — Pivot Table. */
export const pivotTableV2Plugin: ChartPlugin<PivotTableV2FormData, PivotTableChartProps> = {
  metadata: pivotTableV2Metadata,
  ...pivotTableV2Query,
  controlPanel: pivotTableV2ControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformPivotTableV2Props),
  loadComponent: () => import('./PivotTableChart.tsx').then((m) => m.PivotTableChart),
};
