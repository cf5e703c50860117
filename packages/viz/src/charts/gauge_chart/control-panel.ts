import type { ControlSpec } from '../../contract.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  currencyFormatControl,
  numberFormatControl,
} from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateInteger, validateNumber } from '../../controls/validators.ts';
import { gaugeChartFormDataSchema } from './form-data.ts';

const render = (spec: ControlSpec): ControlSpec => ({ ...spec, isRenderTrigger: true });

/** Controls of `gauge_chart`. */
export const gaugeChartControlPanel = defineControlPanel(gaugeChartFormDataSchema, [
  {
    label: 'Query',
    controls: [
      groupbyControl,
      metricControl,
      adhocFiltersControl,
      rowLimitControl,
      { type: 'CheckboxControl', name: 'sort_by_metric', label: 'Sort by metric' },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      {
        type: 'TextControl',
        name: 'min_val',
        label: 'Min',
        description: 'Minimum value on the gauge axis',
        validators: [validateNumber],
      },
      {
        type: 'TextControl',
        name: 'max_val',
        label: 'Max',
        description: 'Maximum value on the gauge axis',
        validators: [validateNumber],
      },
      {
        type: 'TextControl',
        name: 'start_angle',
        label: 'Start angle',
        validators: [validateNumber],
      },
      { type: 'TextControl', name: 'end_angle', label: 'End angle', validators: [validateNumber] },
      colorSchemeControl,
      { type: 'SliderControl', name: 'font_size', label: 'Font size', min: 10, max: 20, step: 1 },
      numberFormatControl('number_format'),
      currencyFormatControl,
      {
        type: 'TextControl',
        name: 'value_formatter',
        label: 'Value format',
        description: 'Additional text to add before or after the value, e.g. unit',
      },
      { type: 'CheckboxControl', name: 'show_pointer', label: 'Show pointer' },
      { type: 'CheckboxControl', name: 'animation', label: 'Animation' },
      { type: 'CheckboxControl', name: 'show_axis_tick', label: 'Show axis line ticks' },
      { type: 'CheckboxControl', name: 'show_split_line', label: 'Show split lines' },
      {
        type: 'SliderControl',
        name: 'split_number',
        label: 'Split number',
        min: 3,
        max: 30,
        step: 1,
        validators: [validateInteger],
      },
      { type: 'CheckboxControl', name: 'show_progress', label: 'Show progress' },
      {
        type: 'CheckboxControl',
        name: 'overlap',
        label: 'Overlap',
        description: 'Whether the progress bars of the groups overlap',
      },
      { type: 'CheckboxControl', name: 'round_cap', label: 'Round cap' },
      {
        type: 'TextControl',
        name: 'intervals',
        label: 'Interval bounds',
        description: 'Comma-separated interval bounds, e.g. 2,4,5',
      },
      {
        type: 'TextControl',
        name: 'interval_color_indices',
        label: 'Interval colors',
        description: 'Comma-separated color picks (1-based) from the color scheme, e.g. 1,2,4',
      },
    ].map((c) => render(c as ControlSpec)),
  },
]);
