import type { ChartPlugin } from '../../contract.ts';
import { bigNumberTotalControlPanel } from './control-panel.ts';
import type { BigNumberTotalFormData } from './form-data.ts';
import { bigNumberTotalQuery } from './query.ts';
import type { BigNumberTotalChartProps } from './transform-props.ts';

/** `big_number_total` — Big Number. */
export const bigNumberTotalPlugin: ChartPlugin<BigNumberTotalFormData, BigNumberTotalChartProps> = {
  metadata: {
    viz_type: 'big_number_total',
    name: 'Big Number',
    category: 'KPI',
    description:
      'Showcases a single metric front-and-center. Best used to call attention to a KPI.',
    tags: ['Additive', 'Business', 'Featured', 'Percentages', 'Report', 'Description'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'big_number_total.png',
    behaviors: ['DRILL_TO_DETAIL'],
  },
  ...bigNumberTotalQuery,
  controlPanel: bigNumberTotalControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformBigNumberTotalProps),
  loadComponent: () => import('./BigNumberTotalChart.tsx').then((m) => m.BigNumberTotalChart),
};
