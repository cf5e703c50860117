import type { ChartPlugin } from '../../contract.ts';
import { sankeyV2ControlPanel } from './control-panel.ts';
import type { SankeyV2FormData } from './form-data.ts';
import { sankeyV2Query } from './query.ts';
import type { SankeyChartProps } from './transform-props.ts';

/** `sankey_v2` — Sankey Chart. */
export const sankeyV2Plugin: ChartPlugin<SankeyV2FormData, SankeyChartProps> = {
  metadata: {
    viz_type: 'sankey_v2',
    name: 'Sankey Chart',
    category: 'Flow',
    description:
      'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow.',
    tags: ['Directional', 'ECharts', 'Distribution', 'Flow'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'sankey_v2.png',
    behaviors: [],
  },
  ...sankeyV2Query,
  controlPanel: sankeyV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformSankeyV2Props),
  loadComponent: () => import('./SankeyChart.tsx').then((m) => m.SankeyChart),
};
