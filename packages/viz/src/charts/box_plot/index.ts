import type { ChartPlugin } from '../../contract.ts';
import { boxPlotControlPanel } from './control-panel.ts';
import type { BoxPlotFormData } from './form-data.ts';
import { boxPlotMetadata } from './metadata.ts';
import { boxPlotQuery } from './query.ts';
import type { BoxPlotChartProps } from './transform-props.ts';

/** `box_plot` — Box Plot. */
export const boxPlotPlugin: ChartPlugin<BoxPlotFormData, BoxPlotChartProps> = {
  metadata: boxPlotMetadata,
  ...boxPlotQuery,
  controlPanel: boxPlotControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBoxPlotProps),
  loadComponent: () => import('./BoxPlotChart.tsx').then((m) => m.BoxPlotChart),
};
