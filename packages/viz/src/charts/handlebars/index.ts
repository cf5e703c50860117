import type { ChartPlugin } from '../../contract.ts';
import { handlebarsControlPanel } from './control-panel.ts';
import type { HandlebarsFormData } from './form-data.ts';
import { handlebarsMetadata } from './metadata.ts';
import { handlebarsQuery } from './query.ts';
import type { HandlebarsChartProps } from './transform-props.ts';

/** `handlebars` — Handlebars. */
export const handlebarsPlugin: ChartPlugin<HandlebarsFormData, HandlebarsChartProps> = {
  metadata: handlebarsMetadata,
  ...handlebarsQuery,
  controlPanel: handlebarsControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformHandlebarsProps),
  loadComponent: () => import('./HandlebarsChart.tsx').then((m) => m.HandlebarsChart),
};
