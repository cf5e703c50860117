import type { ChartPlugin } from '../../contract.ts';
import { gaugeChartControlPanel } from './control-panel.ts';
import type { GaugeChartFormData } from './form-data.ts';
import { gaugeChartMetadata } from './metadata.ts';
import { gaugeChartQuery } from './query.ts';
import type { GaugeChartProps } from './transform-props.ts';

/** `gauge_chart` — Gauge Chart. */
export const gaugeChartPlugin: ChartPlugin<GaugeChartFormData, GaugeChartProps> = {
  metadata: gaugeChartMetadata,
  ...gaugeChartQuery,
  controlPanel: gaugeChartControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformGaugeChartProps),
  loadComponent: () => import('./GaugeChart.tsx').then((m) => m.GaugeChart),
};
