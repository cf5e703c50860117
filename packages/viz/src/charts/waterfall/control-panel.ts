import type { ControlSpec } from '../../contract.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  currencyFormatControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
  timeGrainControl,
  xAxisControl,
} from '../../controls/query-controls.ts';
import { X_TICKS_LAYOUTS } from '../_categorical/ticks.ts';
import { waterfallFormDataSchema } from './form-data.ts';

const render = (spec: ControlSpec): ControlSpec => ({ ...spec, isRenderTrigger: true });

/** Controls of `waterfall`. */
export const waterfallControlPanel = defineControlPanel(waterfallFormDataSchema, [
  {
    label: 'Query',
    controls: [
      xAxisControl,
      timeGrainControl,
      {
        type: 'ColumnSelectControl',
        name: 'groupby',
        label: 'Breakdowns',
        description: 'Breaks each period down by the values of this column.',
      },
      metricControl,
      adhocFiltersControl,
      rowLimitControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      render({ type: 'CheckboxControl', name: 'show_value', label: 'Show Values' }),
      render({ type: 'CheckboxControl', name: 'show_legend', label: 'Show legend' }),
      render({ type: 'ColorPickerControl', name: 'increase_color', label: 'Increase' }),
      render({ type: 'ColorPickerControl', name: 'decrease_color', label: 'Decrease' }),
      render({ type: 'ColorPickerControl', name: 'total_color', label: 'Total' }),
      render({ type: 'TextControl', name: 'x_axis_label', label: 'X Axis Label' }),
      timeFormatControl('x_axis_time_format', 'Time format'),
      render({
        type: 'SelectControl',
        name: 'x_ticks_layout',
        label: 'X Tick Layout',
        choices: X_TICKS_LAYOUTS.map((o) => [o, o] as const),
      }),
      render({ type: 'TextControl', name: 'y_axis_label', label: 'Y Axis Label' }),
      numberFormatControl('y_axis_format', 'Y Axis Format'),
      currencyFormatControl,
    ],
  },
]);
