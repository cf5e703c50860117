import type { ChartPlugin } from '../../contract.ts';
import { bigNumberTotalControlPanel } from './control-panel.ts';
import type { BigNumberTotalFormData } from './form-data.ts';
import { bigNumberTotalMetadata } from './metadata.ts';
import { bigNumberTotalQuery } from './query.ts';
import type { BigNumberTotalChartProps } from './transform-props.ts';

/** `big_number_total` — Big Number. */
export const bigNumberTotalPlugin: ChartPlugin<BigNumberTotalFormData, BigNumberTotalChartProps> = {
  metadata: bigNumberTotalMetadata,
  ...bigNumberTotalQuery,
  controlPanel: bigNumberTotalControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformBigNumberTotalProps),
  loadComponent: () => import('./BigNumberTotalChart.tsx').then((m) => m.BigNumberTotalChart),
};
