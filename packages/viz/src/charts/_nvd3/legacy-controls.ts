// Controls and render helpers of the legacy nvd3 time-series charts (compare, time_pivot).
import type { ControlSpec } from '../../contract.ts';
import {
  COMPARISON_TYPE_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
} from '../../controls/choices.ts';
import {
  colorSchemeControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import { timeGrainControl } from '../../controls/query-controls.ts';
import { validateInteger } from '../../controls/validators.ts';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';

/** Legacy charts register no cross-filter or drill behaviour: keep only the legend callback. */
export function withoutDrills(props: TimeseriesChartProps): TimeseriesChartProps {
  const { onSeriesClick: _click, onContextMenu: _menu, ...rest } = props;
  return rest;
}

/** LT controls. */
export const legacyTimeControls: readonly ControlSpec[] = [
  { type: 'TemporalColumnControl', name: 'granularity_sqla', label: 'Time column' },
  timeGrainControl,
];

const LEGACY_TIME_SHIFTS = [
  '1 day',
  '1 week',
  '28 days',
  '30 days',
  '52 weeks',
  '1 year',
  '104 weeks',
  '2 years',
  '156 weeks',
  '3 years',
].map((s) => [s, s] as const);
const isRolling = ({ formData }: { formData: Record<string, unknown> }) =>
  ['mean', 'sum', 'std'].includes(formData.rolling_type as string);

/** LAA controls. */
export const legacyAnalyticsControls: readonly ControlSpec[] = [
  {
    type: 'SelectControl',
    name: 'rolling_type',
    label: 'Rolling function',
    choices: ['None', 'mean', 'sum', 'std', 'cumsum'].map((r) => [r, r] as const),
  },
  {
    type: 'TextControl',
    name: 'rolling_periods',
    label: 'Periods',
    validators: [validateInteger],
    visibility: isRolling,
  },
  {
    type: 'TextControl',
    name: 'min_periods',
    label: 'Min periods',
    validators: [validateInteger],
    visibility: isRolling,
  },
  {
    type: 'SelectControl',
    name: 'time_compare',
    label: 'Time shift',
    choices: LEGACY_TIME_SHIFTS,
    isMulti: true,
    isFreeForm: true,
  },
  {
    type: 'SelectControl',
    name: 'comparison_type',
    label: 'Calculation type',
    choices: [
      ...COMPARISON_TYPE_CHOICES.slice(0, 1),
      ['absolute', 'Difference'],
      ...COMPARISON_TYPE_CHOICES.slice(2),
    ],
  },
  {
    type: 'SelectControl',
    name: 'resample_rule',
    label: 'Rule',
    choices: RESAMPLE_RULE_CHOICES,
    isFreeForm: true,
  },
  {
    type: 'SelectControl',
    name: 'resample_method',
    label: 'Fill method',
    choices: RESAMPLE_METHOD_CHOICES,
  },
];

const X_TICKS_LAYOUTS = ['auto', 'flat', '45°', 'staggered'].map((l) => [l, l] as const);

/** NVD3 x-axis controls. */
export const nvd3XAxisControls: readonly ControlSpec[] = [
  { type: 'TextControl', name: 'x_axis_label', label: 'X Axis Label', isRenderTrigger: true },
  {
    type: 'SelectControl',
    name: 'bottom_margin',
    label: 'Bottom Margin',
    choices: [
      ['auto', 'auto'],
      [50, '50'],
      [75, '75'],
      [100, '100'],
      [125, '125'],
      [150, '150'],
      [200, '200'],
    ],
    isFreeForm: true,
    isRenderTrigger: true,
  },
  {
    type: 'SelectControl',
    name: 'x_ticks_layout',
    label: 'X Tick Layout',
    choices: X_TICKS_LAYOUTS,
    isRenderTrigger: true,
  },
  timeFormatControl('x_axis_format', 'X Axis Format'),
  { type: 'CheckboxControl', name: 'x_axis_showminmax', label: 'X bounds', isRenderTrigger: true },
];

/** NVD3 y-axis controls. */
export const nvd3YAxisControls: readonly ControlSpec[] = [
  { type: 'TextControl', name: 'y_axis_label', label: 'Y Axis Label', isRenderTrigger: true },
  {
    type: 'SelectControl',
    name: 'left_margin',
    label: 'Left Margin',
    choices: [
      ['auto', 'auto'],
      [50, '50'],
      [75, '75'],
      [100, '100'],
      [125, '125'],
      [150, '150'],
      [200, '200'],
    ],
    isFreeForm: true,
    isRenderTrigger: true,
  },
  { type: 'CheckboxControl', name: 'y_axis_showminmax', label: 'Y bounds', isRenderTrigger: true },
  { type: 'CheckboxControl', name: 'y_log_scale', label: 'Y Log Scale', isRenderTrigger: true },
  numberFormatControl('y_axis_format', 'Y Axis Format'),
  { type: 'BoundsControl', name: 'y_axis_bounds', label: 'Y Axis Bounds', isRenderTrigger: true },
];

/** Legend, tooltip and colour controls of the nvd3 line charts. */
export const nvd3LineOptionControls: readonly ControlSpec[] = [
  colorSchemeControl,
  { type: 'CheckboxControl', name: 'show_legend', label: 'Legend', isRenderTrigger: true },
  { type: 'CheckboxControl', name: 'rich_tooltip', label: 'Rich Tooltip', isRenderTrigger: true },
];
