import type { ChartPlugin } from '../../contract.ts';
import { bulletControlPanel } from './control-panel.ts';
import type { BulletFormData } from './form-data.ts';
import { bulletQuery } from './query.ts';
import type { BulletChartProps } from './transform-props.ts';

/** `bullet` — Bullet Chart (legacy; ported to /api/v1/chart/data). */
export const bulletPlugin: ChartPlugin<BulletFormData, BulletChartProps> = {
  metadata: {
    viz_type: 'bullet',
    name: 'Bullet Chart',
    category: 'KPI',
    description:
      'Showcases the progress of a single metric against a given target. The higher the fill, the closer the metric is to the target.',
    tags: ['Business', 'Legacy', 'Report', 'nvd3'],
    isDeprecated: false,
    isFeatured: false,
    thumbnail: 'bullet.png',
    behaviors: [],
  },
  ...bulletQuery,
  controlPanel: bulletControlPanel,
  loadTransformProps: () => import('./transform-props.ts').then((m) => m.transformBulletProps),
  loadComponent: () => import('./BulletChart.tsx').then((m) => m.BulletChart),
};
