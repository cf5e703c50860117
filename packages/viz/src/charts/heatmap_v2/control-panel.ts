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
import { validateInteger, validateNonEmpty } from '../../controls/validators.ts';
import { heatmapV2FormDataSchema } from './form-data.ts';

const SORT_CHOICES = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
] as const;
const MARGINS = [
  ['auto', 'auto'] as const,
  ...[50, 75, 100, 125, 150, 200].map((m) => [m, String(m)] as const),
];

/** Controls of `heatmap_v2`. */
export const heatmapV2ControlPanel = defineControlPanel(heatmapV2FormDataSchema, [
  {
    label: 'Query',
    controls: [
      xAxisControl,
      timeGrainControl,
      {
        type: 'ColumnSelectControl',
        name: 'groupby',
        label: 'Y-Axis',
        validators: [validateNonEmpty],
      },
      metricControl,
      adhocFiltersControl,
      rowLimitControl,
      { type: 'SelectControl', name: 'sort_x_axis', label: 'Sort X Axis', choices: SORT_CHOICES },
      { type: 'SelectControl', name: 'sort_y_axis', label: 'Sort Y Axis', choices: SORT_CHOICES },
      {
        type: 'RadioButtonControl',
        name: 'normalize_across',
        label: 'Normalize Across',
        choices: [
          ['heatmap', 'heatmap'],
          ['x', 'x'],
          ['y', 'y'],
        ],
      },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      {
        type: 'RadioButtonControl',
        name: 'legend_type',
        label: 'Legend Type',
        choices: [
          ['continuous', 'Continuous'],
          ['piecewise', 'Piecewise'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'ColorSchemeControl',
        name: 'linear_color_scheme',
        label: 'Linear Color Scheme',
        isRenderTrigger: true,
      },
      {
        type: 'ColorPickerControl',
        name: 'border_color',
        label: 'Border color',
        isRenderTrigger: true,
      },
      {
        type: 'SliderControl',
        name: 'border_width',
        label: 'Border width',
        min: 0,
        max: 2,
        step: 0.1,
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'xscale_interval',
        label: 'XScale Interval',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'yscale_interval',
        label: 'YScale Interval',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'left_margin',
        label: 'Left Margin',
        choices: MARGINS,
        isFreeForm: true,
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'bottom_margin',
        label: 'Bottom Margin',
        choices: MARGINS,
        isFreeForm: true,
        isRenderTrigger: true,
      },
      { type: 'BoundsControl', name: 'value_bounds', label: 'Value bounds', isRenderTrigger: true },
      numberFormatControl('y_axis_format', 'Value Format'),
      timeFormatControl('x_axis_time_format', 'Time Format'),
      currencyFormatControl,
      { type: 'CheckboxControl', name: 'show_legend', label: 'Legend', isRenderTrigger: true },
      {
        type: 'CheckboxControl',
        name: 'show_percentage',
        label: 'Show percentage',
        isRenderTrigger: true,
      },
      { type: 'CheckboxControl', name: 'show_values', label: 'Show Values', isRenderTrigger: true },
      {
        type: 'CheckboxControl',
        name: 'normalized',
        label: 'Normalized',
        description: 'Colour by the rank instead of the value.',
        isRenderTrigger: true,
      },
    ],
  },
]);
