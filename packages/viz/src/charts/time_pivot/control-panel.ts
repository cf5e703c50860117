import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { adhocFiltersControl, metricControl } from '../../controls/query-controls.ts';
import {
  legacyTimeControls,
  nvd3XAxisControls,
  nvd3YAxisControls,
} from '../_nvd3/legacy-controls.ts';
import { timePivotFormDataSchema } from './form-data.ts';

const FREQUENCIES = [
  ['AS', 'Year (freq=AS)'],
  ['52W-MON', '52 weeks starting Monday (freq=52W-MON)'],
  ['W-SUN', '1 week starting Sunday (freq=W-SUN)'],
  ['W-MON', '1 week starting Monday (freq=W-MON)'],
  ['D', 'Day (freq=D)'],
  ['4W-MON', '4 weeks (freq=4W-MON)'],
] as const;

const INTERPOLATIONS = ['linear', 'basis', 'cardinal', 'monotone', 'step-before', 'step-after'].map(
  (i) => [i, i] as const,
);

/** Controls of `time_pivot` (the saved nvd3 keys). */
export const timePivotControlPanel = defineControlPanel(timePivotFormDataSchema, [
  { label: 'Time', controls: legacyTimeControls },
  {
    label: 'Query',
    controls: [
      metricControl,
      adhocFiltersControl,
      {
        type: 'SelectControl',
        name: 'freq',
        label: 'Frequency',
        description: 'The periodicity over which to pivot time.',
        choices: FREQUENCIES,
        isFreeForm: true,
      },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      { type: 'CheckboxControl', name: 'show_legend', label: 'Legend', isRenderTrigger: true },
      {
        type: 'SelectControl',
        name: 'line_interpolation',
        label: 'Line Style',
        choices: INTERPOLATIONS,
        isRenderTrigger: true,
      },
      { type: 'ColorPickerControl', name: 'color_picker', label: 'Color', isRenderTrigger: true },
    ],
  },
  { label: 'X Axis', controls: nvd3XAxisControls.filter((c) => c.name !== 'x_ticks_layout') },
  { label: 'Y Axis', controls: nvd3YAxisControls },
]);
