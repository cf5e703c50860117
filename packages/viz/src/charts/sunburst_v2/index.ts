import type { ChartPlugin } from '../../contract.ts';
import { sunburstV2ControlPanel } from './control-panel.ts';
import type { SunburstV2FormData } from './form-data.ts';
import { sunburstV2Query } from './query.ts';
import type { SunburstChartProps } from './transform-props.ts';

/** `sunburst_v2` — Sunburst Chart. */
export const sunburstV2Plugin: ChartPlugin<SunburstV2FormData, SunburstChartProps> = {
  metadata: {
    viz_type: 'sunburst_v2',
    name: 'Sunburst Chart',
    category: 'Part of a Whole',
    description:
      'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took.',
    tags: ['ECharts', 'Aesthetic', 'Multi-Levels', 'Proportional', 'Featured'],
    isDeprecated: false,
    isFeatured: true,
    thumbnail: 'sunburst_v2.png',
    behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  },
  ...sunburstV2Query,
  controlPanel: sunburstV2ControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformSunburstV2Props),
  loadComponent: () => import('./SunburstChart.tsx').then((m) => m.SunburstChart),
};
