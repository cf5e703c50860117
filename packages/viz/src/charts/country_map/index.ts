import type { ChartPlugin } from '../../contract.ts';
import { countryMapControlPanel } from './control-panel.ts';
import type { CountryMapFormData } from './form-data.ts';
import { countryMapMetadata } from './metadata.ts';
import { countryMapQuery } from './query.ts';
import type { CountryMapChartProps } from './transform-props.ts';

/** `country_map` — Country Map (legacy). */
export const countryMapPlugin: ChartPlugin<CountryMapFormData, CountryMapChartProps> = {
  metadata: countryMapMetadata,
  ...countryMapQuery,
  controlPanel: countryMapControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformCountryMapProps),
  loadComponent: () => import('./CountryMapChart.tsx').then((m) => m.CountryMapChart),
};
