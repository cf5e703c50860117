import type { ChartPlugin } from '../../contract.ts';
import { popKpiControlPanel } from './control-panel.ts';
import type { PopKpiFormData } from './form-data.ts';
import { popKpiMetadata } from './metadata.ts';
import { popKpiQuery } from './query.ts';
import type { PopKpiChartProps } from './transform-props.ts';

/** `pop_kpi` — Big Number with Time Period Comparison. */
export const popKpiPlugin: ChartPlugin<PopKpiFormData, PopKpiChartProps> = {
  metadata: popKpiMetadata,
  ...popKpiQuery,
  controlPanel: popKpiControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformPopKpiProps),
  loadComponent: () => import('./PopKpiChart.tsx').then((m) => m.PopKpiChart),
};
