import type { ChartPlugin } from '../../contract.ts';
import { bigNumberControlPanel } from './control-panel.ts';
import type { BigNumberFormData } from './form-data.ts';
import { bigNumberMetadata } from './metadata.ts';
import { bigNumberQuery } from './query.ts';
import type { BigNumberChartProps } from './transform-props.ts';

/** `big_number` — Big Number with Trendline. */
export const bigNumberPlugin: ChartPlugin<BigNumberFormData, BigNumberChartProps> = {
  metadata: bigNumberMetadata,
  ...bigNumberQuery,
  controlPanel: bigNumberControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBigNumberProps),
  loadComponent: () => import('./BigNumberChart.tsx').then((m) => m.BigNumberChart),
};
