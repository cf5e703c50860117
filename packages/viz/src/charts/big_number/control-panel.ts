import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  ROLLING_TYPE_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
} from '../../controls/choices.ts';
import {
  adhocFiltersControl,
  metricControl,
  timeGrainControl,
  xAxisControl,
} from '../../controls/query-controls.ts';
import { validateInteger } from '../../controls/validators.ts';
import { kpiFormatControls, kpiTextControls, subheaderFontSizeControl } from '../_kpi/controls.ts';
import { bigNumberFormDataSchema } from './form-data.ts';

const isRolling = ({ formData }: { formData: Record<string, unknown> }) =>
  ['mean', 'sum', 'std'].includes(formData.rolling_type as string);

/** Controls of `big_number`. */
export const bigNumberControlPanel = defineControlPanel(bigNumberFormDataSchema, [
  {
    label: 'Query',
    controls: [
      { ...xAxisControl, label: 'Temporal X-Axis' },
      timeGrainControl,
      {
        type: 'SelectControl',
        name: 'aggregation',
        label: 'Aggregation method',
        choices: [
          ['raw', 'Overall value'],
          ['LAST_VALUE', 'Last Value'],
          ['sum', 'Total (Sum)'],
          ['mean', 'Average (Mean)'],
          ['min', 'Minimum'],
          ['max', 'Maximum'],
          ['median', 'Median'],
        ],
      },
      metricControl,
      adhocFiltersControl,
    ],
  },
  {
    label: 'Options',
    controls: [
      {
        type: 'NumberControl',
        name: 'compare_lag',
        label: 'Comparison period lag',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'compare_suffix',
        label: 'Comparison suffix',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'show_timestamp',
        label: 'Show timestamp',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'show_trend_line',
        label: 'Show trend line',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'start_y_axis_at_zero',
        label: 'Start y-axis at 0',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'time_range_fixed',
        label: 'Fix to selected time range',
        visibility: ({ formData }) =>
          Boolean(formData.time_range) && formData.time_range !== 'No filter',
      },
    ],
  },
  {
    label: 'Chart options',
    controls: [
      { type: 'ColorPickerControl', name: 'color_picker', label: 'Color', isRenderTrigger: true },
      ...kpiTextControls,
      subheaderFontSizeControl,
      ...kpiFormatControls,
    ],
  },
  {
    label: 'Advanced analytics',
    isExpanded: false,
    controls: [
      {
        type: 'SelectControl',
        name: 'rolling_type',
        label: 'Rolling function',
        choices: [['None', 'None'], ...ROLLING_TYPE_CHOICES.slice(1)],
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
    ],
  },
]);
