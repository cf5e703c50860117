import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { colorSchemeControl, numberFormatControl } from '../../controls/format-controls.ts';
import { adhocFiltersControl } from '../../controls/query-controls.ts';
import { validateInteger, validateNonEmpty } from '../../controls/validators.ts';
import { bubbleFormDataSchema } from './form-data.ts';

const BUBBLE_SIZES = ['5', '10', '15', '25', '50', '75', '100'].map((s) => [s, s] as const);
const MARGINS = [
  ['auto', 'auto'],
  [50, '50'],
  [75, '75'],
  [100, '100'],
  [125, '125'],
  [150, '150'],
  [200, '200'],
] as const;

/** Controls of the legacy `bubble` (the saved nvd3 keys). */
export const bubbleControlPanel = defineControlPanel(bubbleFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'series',
        label: 'Series',
        description:
          'Defines the grouping of entities. Each series is shown as a specific color on the chart.',
      },
      {
        type: 'ColumnSelectControl',
        name: 'entity',
        label: 'Entity',
        validators: [validateNonEmpty],
      },
      { type: 'MetricControl', name: 'x', label: 'X Axis', validators: [validateNonEmpty] },
      { type: 'MetricControl', name: 'y', label: 'Y Axis', validators: [validateNonEmpty] },
      adhocFiltersControl,
      { type: 'MetricControl', name: 'size', label: 'Bubble Size', validators: [validateNonEmpty] },
      {
        type: 'SelectControl',
        name: 'max_bubble_size',
        label: 'Max Bubble Size',
        choices: BUBBLE_SIZES,
        isFreeForm: true,
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'limit',
        label: 'Series limit',
        choices: [5, 10, 25, 50, 100, 500].map((n) => [n, String(n)] as const),
        isFreeForm: true,
        validators: [validateInteger],
      },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      { type: 'CheckboxControl', name: 'show_legend', label: 'Legend', isRenderTrigger: true },
    ],
  },
  {
    label: 'X Axis',
    controls: [
      { type: 'TextControl', name: 'x_axis_label', label: 'X Axis Label', isRenderTrigger: true },
      {
        type: 'SelectControl',
        name: 'left_margin',
        label: 'Left Margin',
        choices: MARGINS,
        isFreeForm: true,
        isRenderTrigger: true,
      },
      numberFormatControl('x_axis_format', 'X Axis Format'),
      { type: 'CheckboxControl', name: 'x_log_scale', label: 'X Log Scale', isRenderTrigger: true },
    ],
  },
  {
    label: 'Y Axis',
    controls: [
      { type: 'TextControl', name: 'y_axis_label', label: 'Y Axis Label', isRenderTrigger: true },
      {
        type: 'SelectControl',
        name: 'bottom_margin',
        label: 'Bottom Margin',
        choices: MARGINS,
        isFreeForm: true,
        isRenderTrigger: true,
      },
      numberFormatControl('y_axis_format', 'Y Axis Format'),
      { type: 'CheckboxControl', name: 'y_log_scale', label: 'Y Log Scale', isRenderTrigger: true },
      {
        type: 'CheckboxControl',
        name: 'y_axis_showminmax',
        label: 'Y bounds',
        isRenderTrigger: true,
      },
      {
        type: 'BoundsControl',
        name: 'y_axis_bounds',
        label: 'Y Axis Bounds',
        isRenderTrigger: true,
      },
    ],
  },
]);
