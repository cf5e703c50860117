import type { ChartPlugin } from '../../contract.ts';
import { handlebarsControlPanel } from './control-panel.ts';
import type { HandlebarsFormData } from './form-data.ts';
import { handlebarsQuery } from './query.ts';
import type { HandlebarsChartProps } from './transform-props.ts';

/** `handlebars` — Handlebars. */
export const handlebarsPlugin: ChartPlugin<HandlebarsFormData, HandlebarsChartProps> = {
  metadata: {
    viz_type: 'handlebars',
    name: 'Handlebars',
    category: 'Other',
    description: 'Write a handlebars template to render the data',
    tags: [],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'handlebars.png',
    behaviors: [],
  },
  ...handlebarsQuery,
  controlPanel: handlebarsControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformHandlebarsProps),
  loadComponent: () => import('./HandlebarsChart.tsx').then((m) => m.HandlebarsChart),
};
