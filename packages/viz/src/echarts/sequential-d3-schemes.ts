import { D3_DIVERGING_SCHEME_DEFS } from './sequential-d3-diverging-schemes.ts';
import { D3_MULTI_HUE_SCHEME_DEFS } from './sequential-d3-multi-hue-schemes.ts';
import type { SequentialSchemeDef } from './sequential-schemes.ts';

/**
 * Superset's d3 sequential schemes (superset-ui-core colorSchemes/sequential/d3.ts), by saved id,
 * in Superset's order: diverging, single-hue, multi-hue.
 */
export const D3_SEQUENTIAL_SCHEME_DEFS: readonly SequentialSchemeDef[] = [
  ...D3_DIVERGING_SCHEME_DEFS,
  // Single hue, light to dark.
  {
    id: 'schemeBlues',
    label: 'blues',
    colors: [
      '#b5d4e9',
      '#93c3df',
      '#6daed5',
      '#4b97c9',
      '#2f7ebc',
      '#1864aa',
      '#0a4a90',
      '#08306b',
    ],
  },
  {
    id: 'schemeGreens',
    label: 'greens',
    colors: [
      '#b7e2b1',
      '#97d494',
      '#73c378',
      '#4daf62',
      '#2f984f',
      '#157f3b',
      '#036429',
      '#00441b',
    ],
  },
  {
    id: 'schemeGrays',
    label: 'grays',
    colors: [
      '#cecece',
      '#b4b4b4',
      '#979797',
      '#7a7a7a',
      '#5f5f5f',
      '#404040',
      '#1e1e1e',
      '#000000',
    ],
  },
  {
    id: 'schemeOranges',
    label: 'oranges',
    colors: [
      '#fdc28c',
      '#fda762',
      '#fb8d3d',
      '#f2701d',
      '#e25609',
      '#c44103',
      '#9f3303',
      '#7f2704',
    ],
  },
  {
    id: 'schemePurples',
    label: 'purples',
    colors: [
      '#cecee5',
      '#b6b5d8',
      '#9e9bc9',
      '#8782bc',
      '#7363ac',
      '#61409b',
      '#501f8c',
      '#3f007d',
    ],
  },
  {
    id: 'schemeReds',
    label: 'reds',
    colors: [
      '#fcaa8e',
      '#fc8a6b',
      '#f9694c',
      '#ef4533',
      '#d92723',
      '#bb151a',
      '#970b13',
      '#67000d',
    ],
  },
  ...D3_MULTI_HUE_SCHEME_DEFS,
];
