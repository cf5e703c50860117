import type { ChartPlugin } from '../../contract.ts';
import { cartodiagramControlPanel } from './control-panel.ts';
import type { CartodiagramFormData } from './form-data.ts';
import { cartodiagramMetadata } from './metadata.ts';
import { cartodiagramQuery } from './query.ts';
import type { CartodiagramChartProps } from './transform-props.ts';

/** `cartodiagram` — Cartodiagram (experimental). */
export const cartodiagramPlugin: ChartPlugin<CartodiagramFormData, CartodiagramChartProps> = {
  metadata: cartodiagramMetadata,
  ...cartodiagramQuery,
  controlPanel: cartodiagramControlPanel,
  loadTransformProps: () =>
    import('./transform-props.ts').then((m) => m.transformCartodiagramProps),
  loadComponent: () => import('./CartodiagramChart.tsx').then((m) => m.CartodiagramChart),
};
