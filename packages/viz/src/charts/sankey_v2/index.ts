import type { ChartPlugin } from '../../contract.ts';
import { sankeyV2ControlPanel } from './control-panel.ts';
import type { SankeyV2FormData } from './form-data.ts';
import { sankeyV2Metadata } from './metadata.ts';
import { sankeyV2Query } from './query.ts';
import type { SankeyChartProps } from './transform-props.ts';

/** `sankey_v2` — Sankey Chart. */
export const sankeyV2Plugin: ChartPlugin<SankeyV2FormData, SankeyChartProps> = {
  metadata: sankeyV2Metadata,
  ...sankeyV2Query,
  controlPanel: sankeyV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformSankeyV2Props),
  loadComponent: () => import('./SankeyChart.tsx').then((m) => m.SankeyChart),
};
