import type { ChartPlugin } from '../../contract.ts';
import { bulletControlPanel } from './control-panel.ts';
import type { BulletFormData } from './form-data.ts';
import { bulletMetadata } from './metadata.ts';
import { bulletQuery } from './query.ts';
import type { BulletChartProps } from './transform-props.ts';

/** `bullet` — Bullet Chart (legacy; ported to /api/v1/chart/data). */
export const bulletPlugin: ChartPlugin<BulletFormData, BulletChartProps> = {
  metadata: bulletMetadata,
  ...bulletQuery,
  controlPanel: bulletControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBulletProps),
  loadComponent: () => import('./BulletChart.tsx').then((m) => m.BulletChart),
};
