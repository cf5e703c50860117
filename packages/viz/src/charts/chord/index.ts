import type { ChartPlugin } from '../../contract.ts';
import { chordControlPanel } from './control-panel.ts';
import type { ChordFormData } from './form-data.ts';
import { chordQuery } from './query.ts';
import type { ChordChartProps } from './transform-props.ts';

/** `chord` — Chord Diagram (legacy, ported to /api/v1/chart/data). */
export const chordPlugin: ChartPlugin<ChordFormData, ChordChartProps> = {
  metadata: {
    viz_type: 'chord',
    name: 'Chord Diagram',
    category: 'Flow',
    description:
      'Showcases the flow or link between categories using thickness of chords. The value and corresponding thickness can be different for each side.',
    tags: ['Circular', 'Legacy', 'Proportional', 'Relational'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'chord.png',
    behaviors: [],
  },
  ...chordQuery,
  controlPanel: chordControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformChordProps),
  loadComponent: () => import('./ChordChart.tsx').then((m) => m.ChordChart),
};
