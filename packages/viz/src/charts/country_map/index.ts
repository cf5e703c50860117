import type { ChartPlugin } from '../../contract.ts';
import { countryMapControlPanel } from './control-panel.ts';
import type { CountryMapFormData } from './form-data.ts';
import { countryMapQuery } from './query.ts';
import type { CountryMapChartProps } from './transform-props.ts';

/** `country_map` — Country Map (legacy). */
export const countryMapPlugin: ChartPlugin<CountryMapFormData, CountryMapChartProps> = {
  metadata: {
    viz_type: 'country_map',
    name: 'Country Map',
    category: 'Map',
    description:
      "Visualizes how a single metric varies across a country's principal subdivisions (states, provinces, etc) on a choropleth map.",
    tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked', 'Legacy'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'country_map.png',
    behaviors: [],
  },
  ...countryMapQuery,
  controlPanel: countryMapControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformCountryMapProps),
  loadComponent: () => import('./CountryMapChart.tsx').then((m) => m.CountryMapChart),
};
