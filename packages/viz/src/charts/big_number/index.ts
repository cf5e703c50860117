import type { ChartPlugin } from '../../contract.ts';
import { bigNumberControlPanel } from './control-panel.ts';
import type { BigNumberFormData } from './form-data.ts';
import { bigNumberQuery } from './query.ts';
import type { BigNumberChartProps } from './transform-props.ts';

/** `big_number` — Big Number with Trendline. */
export const bigNumberPlugin: ChartPlugin<BigNumberFormData, BigNumberChartProps> = {
  metadata: {
    viz_type: 'big_number',
    name: 'Big Number with Trendline',
    category: 'KPI',
    description:
      'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
    tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'big_number.png',
    behaviors: ['DRILL_TO_DETAIL'],
  },
  ...bigNumberQuery,
  controlPanel: bigNumberControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBigNumberProps),
  loadComponent: () => import('./BigNumberChart.tsx').then((m) => m.BigNumberChart),
};
