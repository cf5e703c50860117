import type { ControlSpec } from '../../contract.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { colorSchemeControl, numberFormatControl } from '../../controls/format-controls.ts';
import { legendControls } from '../../controls/legend-controls.ts';
import { adhocFiltersControl, rowLimitControl } from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { bubbleV2FormDataSchema } from './form-data.ts';

const BUBBLE_SIZES = ['5', '10', '15', '25', '50', '75', '100'].map((s) => [s, s] as const);
const ROTATIONS = [0, 45, 90].map((d) => [d, `${d}°`] as const);
const TITLE_MARGINS = [15, 30, 50, 75, 100, 125, 150, 200].map((m) => [m, String(m)] as const);
const render = (controls: ControlSpec[]): ControlSpec[] =>
  controls.map((c) => ({ ...c, isRenderTrigger: true }));

/** Controls of `bubble_v2`. */
export const bubbleV2ControlPanel = defineControlPanel(bubbleV2FormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'series',
        label: 'Dimension',
        description: 'Colours the bubbles by this column.',
      },
      {
        type: 'ColumnSelectControl',
        name: 'entity',
        label: 'Entity',
        description: 'One bubble per value.',
        validators: [validateNonEmpty],
      },
      { type: 'MetricControl', name: 'x', label: 'X Axis', validators: [validateNonEmpty] },
      { type: 'MetricControl', name: 'y', label: 'Y Axis', validators: [validateNonEmpty] },
      adhocFiltersControl,
      { type: 'MetricControl', name: 'size', label: 'Bubble Size', validators: [validateNonEmpty] },
      { type: 'MetricsControl', name: 'orderby', label: 'Sort by' },
      {
        type: 'CheckboxControl',
        name: 'order_desc',
        label: 'Sort descending',
        visibility: ({ formData }) =>
          Array.isArray(formData.orderby) && formData.orderby.length > 0,
      },
      rowLimitControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: render([
      colorSchemeControl,
      ...legendControls,
      {
        type: 'SelectControl',
        name: 'max_bubble_size',
        label: 'Max Bubble Size',
        choices: BUBBLE_SIZES,
        isFreeForm: true,
      },
      numberFormatControl('tooltipSizeFormat', 'Bubble size number format'),
      {
        type: 'SliderControl',
        name: 'opacity',
        label: 'Bubble Opacity',
        min: 0,
        max: 1,
        step: 0.1,
      },
    ]),
  },
  {
    label: 'X Axis',
    controls: render([
      { type: 'TextControl', name: 'x_axis_label', label: 'X Axis Title' },
      {
        type: 'SelectControl',
        name: 'xAxisLabelRotation',
        label: 'Rotate x axis label',
        choices: ROTATIONS,
        isFreeForm: true,
      },
      {
        type: 'SelectControl',
        name: 'xAxisLabelInterval',
        label: 'X axis label interval',
        choices: [
          ['auto', 'Auto'],
          ['0', 'All'],
        ],
      },
      {
        type: 'SelectControl',
        name: 'x_axis_title_margin',
        label: 'X axis title margin',
        choices: TITLE_MARGINS,
      },
      numberFormatControl('xAxisFormat', 'X Axis Format'),
      { type: 'CheckboxControl', name: 'logXAxis', label: 'Logarithmic x-axis' },
      { type: 'CheckboxControl', name: 'truncateXAxis', label: 'Truncate X Axis' },
      {
        type: 'BoundsControl',
        name: 'xAxisBounds',
        label: 'X Axis Bounds',
        visibility: ({ formData }) => formData.truncateXAxis === true,
      },
    ]),
  },
  {
    label: 'Y Axis',
    controls: render([
      { type: 'TextControl', name: 'y_axis_label', label: 'Y Axis Title' },
      {
        type: 'SelectControl',
        name: 'yAxisLabelRotation',
        label: 'Rotate y axis label',
        choices: ROTATIONS,
        isFreeForm: true,
      },
      {
        type: 'SelectControl',
        name: 'y_axis_title_margin',
        label: 'Y axis title margin',
        choices: TITLE_MARGINS,
      },
      numberFormatControl('y_axis_format', 'Y Axis Format'),
      { type: 'CheckboxControl', name: 'logYAxis', label: 'Logarithmic y-axis' },
      { type: 'CheckboxControl', name: 'truncateYAxis', label: 'Truncate Y Axis' },
      {
        type: 'BoundsControl',
        name: 'y_axis_bounds',
        label: 'Y Axis Bounds',
        visibility: ({ formData }) => formData.truncateYAxis === true,
      },
    ]),
  },
]);
