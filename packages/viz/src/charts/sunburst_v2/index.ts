import type { ChartPlugin } from '../../contract.ts';
import { sunburstV2ControlPanel } from './control-panel.ts';
import type { SunburstV2FormData } from './form-data.ts';
import { sunburstV2Metadata } from './metadata.ts';
import { sunburstV2Query } from './query.ts';
import type { SunburstChartProps } from './transform-props.ts';

/** `sunburst_v2` — Sunburst Chart. */
export const sunburstV2Plugin: ChartPlugin<SunburstV2FormData, SunburstChartProps> = {
  metadata: sunburstV2Metadata,
  ...sunburstV2Query,
  controlPanel: sunburstV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformSunburstV2Props),
  loadComponent: () => import('./SunburstChart.tsx').then((m) => m.SunburstChart),
};
