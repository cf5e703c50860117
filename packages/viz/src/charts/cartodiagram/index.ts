import type { ChartPlugin } from '../../contract.ts';
import { cartodiagramControlPanel } from './control-panel.ts';
import type { CartodiagramFormData } from './form-data.ts';
import { cartodiagramQuery } from './query.ts';
import type { CartodiagramChartProps } from './transform-props.ts';

/** `cartodiagram` — Cartodiagram (experimental). */
export const cartodiagramPlugin: ChartPlugin<CartodiagramFormData, CartodiagramChartProps> = {
  metadata: {
    viz_type: 'cartodiagram',
    name: 'Cartodiagram',
    category: 'Map',
    description:
      'Display charts on a map. For using this plugin, users first have to create any other chart that can then be placed on the map.',
    tags: ['Map', 'Geo', 'Experimental'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'cartodiagram.png',
    behaviors: [],
  },
  ...cartodiagramQuery,
  controlPanel: cartodiagramControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformCartodiagramProps),
  loadComponent: () => import('./CartodiagramChart.tsx').then((m) => m.CartodiagramChart),
};
