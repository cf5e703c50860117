import type { ControlSpec } from '../contract.ts';

/** `roam`: zoom and pan inside graph and tree charts. */
export const roamControl: ControlSpec = {
  type: 'SelectControl',
  name: 'roam',
  label: 'Enable graph roaming',
  choices: [
    [false, 'Disabled'],
    ['scale', 'Scale only'],
    ['move', 'Move only'],
    [true, 'Scale and Move'],
  ],
  isRenderTrigger: true,
};
