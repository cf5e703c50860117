import type { ChartPlugin } from '../../contract.ts';
import { popKpiControlPanel } from './control-panel.ts';
import type { PopKpiFormData } from './form-data.ts';
import { popKpiQuery } from './query.ts';
import type { PopKpiChartProps } from './transform-props.ts';

/** `pop_kpi` — Big Number with Time Period Comparison. */
export const popKpiPlugin: ChartPlugin<PopKpiFormData, PopKpiChartProps> = {
  metadata: {
    viz_type: 'pop_kpi',
    name: 'Big Number with Time Period Comparison',
    category: 'KPI',
    description:
      'Showcases a metric along with a comparison of value, change, and percent change for a selected time period.',
    tags: ['Comparison', 'Business', 'Percentages', 'Report', 'Advanced-Analytics', 'Experimental'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'pop_kpi.png',
    behaviors: [],
  },
  ...popKpiQuery,
  controlPanel: popKpiControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformPopKpiProps),
  loadComponent: () => import('./PopKpiChart.tsx').then((m) => m.PopKpiChart),
};
