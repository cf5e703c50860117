import type { ChartPlugin } from '../../contract.ts';
import { funnelControlPanel } from './control-panel.ts';
import type { FunnelFormData } from './form-data.ts';
import { funnelMetadata } from './metadata.ts';
import { funnelQuery } from './query.ts';
import type { FunnelChartProps } from './transform-props.ts';

/** `funnel` — Funnel Chart. */
export const funnelPlugin: ChartPlugin<FunnelFormData, FunnelChartProps> = {
  metadata: funnelMetadata,
  ...funnelQuery,
  controlPanel: funnelControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformFunnelProps),
  loadComponent: () => import('./FunnelChart.tsx').then((m) => m.FunnelChart),
};
