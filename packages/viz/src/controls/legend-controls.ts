import type { ControlSpec } from '../contract.ts';
import { validateInteger } from './validators.ts';

const isLegendShown: ControlSpec['visibility'] = ({ formData }) => formData.show_legend !== false;

/** The legend controls (group LG of docs/chart-types.md §3.7). */
export const legendControls: readonly ControlSpec[] = [
  { type: 'CheckboxControl', name: 'show_legend', label: 'Show legend', isRenderTrigger: true },
  {
    type: 'SelectControl',
    name: 'legendType',
    label: 'Type',
    choices: [
      ['scroll', 'Scroll'],
      ['plain', 'Plain'],
    ],
    isRenderTrigger: true,
    visibility: isLegendShown,
  },
  {
    type: 'SelectControl',
    name: 'legendOrientation',
    label: 'Orientation',
    choices: [
      ['top', 'Top'],
      ['bottom', 'Bottom'],
      ['left', 'Left'],
      ['right', 'Right'],
    ],
    isRenderTrigger: true,
    visibility: isLegendShown,
  },
  {
    type: 'NumberControl',
    name: 'legendMargin',
    label: 'Margin',
    isRenderTrigger: true,
    validators: [validateInteger],
    visibility: isLegendShown,
  },
];
