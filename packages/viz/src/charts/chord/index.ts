import type { ChartPlugin } from '../../contract.ts';
import { chordControlPanel } from './control-panel.ts';
import type { ChordFormData } from './form-data.ts';
import { chordMetadata } from './metadata.ts';
import { chordQuery } from './query.ts';
import type { ChordChartProps } from './transform-props.ts';

/** `chord` — Chord Diagram (legacy, ported to /api/v1/chart/data). */
export const chordPlugin: ChartPlugin<ChordFormData, ChordChartProps> = {
  metadata: chordMetadata,
  ...chordQuery,
  controlPanel: chordControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformChordProps),
  loadComponent: () => import('./ChordChart.tsx').then((m) => m.ChordChart),
};
