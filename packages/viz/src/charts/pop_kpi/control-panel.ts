import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { currencyFormatControl, numberFormatControl } from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { kpiTextControls, subheaderFontSizeControl } from '../_kpi/controls.ts';
import { popKpiFormDataSchema } from './form-data.ts';

const SHIFTS = [
  ['1 day ago', '1 day ago'],
  ['1 week ago', '1 week ago'],
  ['1 month ago', '1 month ago'],
  ['1 year ago', '1 year ago'],
  ['custom', 'Custom date'],
  ['inherit', 'Inherit range from time filter'],
] as const;

/** Controls of `pop_kpi`. */
export const popKpiControlPanel = defineControlPanel(popKpiFormDataSchema, [
  { label: 'Query', controls: [metricControl, adhocFiltersControl, rowLimitControl] },
  {
    label: 'Time Comparison',
    controls: [
      {
        type: 'SelectControl',
        name: 'time_compare',
        label: 'Time shift',
        choices: SHIFTS,
        description:
          'The range the metric is compared with; the time range comes from the TEMPORAL_RANGE filter.',
      },
      {
        type: 'TextControl',
        name: 'start_date_offset',
        label: 'Shift start date',
        visibility: ({ formData }) =>
          formData.time_compare === 'custom' ||
          (Array.isArray(formData.time_compare) && formData.time_compare[0] === 'custom'),
      },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      numberFormatControl('y_axis_format'),
      numberFormatControl('percentDifferenceFormat', 'Percent Difference format'),
      currencyFormatControl,
      ...kpiTextControls,
      { ...subheaderFontSizeControl, label: 'Comparison font size' },
      {
        type: 'CheckboxControl',
        name: 'comparison_color_enabled',
        label: 'Add color for positive/negative change',
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'comparison_color_scheme',
        label: 'Color scheme for comparison',
        choices: [
          ['Green', 'Green for increase, red for decrease'],
          ['Red', 'Red for increase, green for decrease'],
        ],
        isRenderTrigger: true,
        visibility: ({ formData }) => formData.comparison_color_enabled === true,
      },
      {
        type: 'ColumnConfigControl',
        name: 'column_config',
        label: 'Customize columns',
        isRenderTrigger: true,
      },
    ],
  },
]);
