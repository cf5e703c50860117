import type { ChartPlugin } from '../../contract.ts';
import { pairedTtestControlPanel } from './control-panel.ts';
import type { PairedTtestFormData } from './form-data.ts';
import { pairedTtestMetadata } from './metadata.ts';
import { pairedTtestQuery } from './query.ts';
import type { PairedTtestChartProps } from './transform-props.ts';

/** `paired_ttest` — Paired t-test Table (legacy; served by /api/v1/chart/data and reshaped in the browser). */
export const pairedTtestPlugin: ChartPlugin<PairedTtestFormData, PairedTtestChartProps> = {
  metadata: pairedTtestMetadata,
  ...pairedTtestQuery,
  controlPanel: pairedTtestControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformPairedTtestProps),
  loadComponent: () => import('./PairedTtestChart.tsx').then((m) => m.PairedTtestChart),
};
