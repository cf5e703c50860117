import type { ChartPlugin } from '../../contract.ts';
import { histogramV2ControlPanel } from './control-panel.ts';
import type { HistogramV2FormData } from './form-data.ts';
import { histogramV2Metadata } from './metadata.ts';
import { histogramV2Query } from './query.ts';
import type { HistogramChartProps } from './transform-props.ts';

/** `histogram_v2` — Histogram. */
export const histogramV2Plugin: ChartPlugin<HistogramV2FormData, HistogramChartProps> = {
  metadata: histogramV2Metadata,
  ...histogramV2Query,
  controlPanel: histogramV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformHistogramV2Props),
  loadComponent: () => import('./HistogramChart.tsx').then((m) => m.HistogramChart),
};
