import type { ChartPlugin } from '../../contract.ts';
import { funnelControlPanel } from './control-panel.ts';
import type { FunnelFormData } from './form-data.ts';
import { funnelQuery } from './query.ts';
import type { FunnelChartProps } from './transform-props.ts';

/** `funnel` — Funnel Chart. */
export const funnelPlugin: ChartPlugin<FunnelFormData, FunnelChartProps> = {
  metadata: {
    viz_type: 'funnel',
    name: 'Funnel Chart',
    category: 'KPI',
    description:
      'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
    tags: ['Business', 'ECharts', 'Progressive', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'funnel.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...funnelQuery,
  controlPanel: funnelControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformFunnelProps),
  loadComponent: () => import('./FunnelChart.tsx').then((m) => m.FunnelChart),
};
