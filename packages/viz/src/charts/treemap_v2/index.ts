import type { ChartPlugin } from '../../contract.ts';
import { treemapV2ControlPanel } from './control-panel.ts';
import type { TreemapV2FormData } from './form-data.ts';
import { treemapV2Query } from './query.ts';
import type { TreemapChartProps } from './transform-props.ts';

/** `treemap_v2` — Treemap. */
export const treemapV2Plugin: ChartPlugin<TreemapV2FormData, TreemapChartProps> = {
  metadata: {
    viz_type: 'treemap_v2',
    name: 'Treemap',
    category: 'Part of a Whole',
    description:
      'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
    tags: [
      'Categorical',
      'Comparison',
      'ECharts',
      'Multi-Levels',
      'Percentages',
      'Proportional',
      'Featured',
    ],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'treemap_v2.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...treemapV2Query,
  controlPanel: treemapV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformTreemapV2Props),
  loadComponent: () => import('./TreemapChart.tsx').then((m) => m.TreemapChart),
};
