import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  currencyFormatControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty, validateNumber } from '../../controls/validators.ts';
import { sunburstV2FormDataSchema } from './form-data.ts';

/** Controls of `sunburst_v2`. */
export const sunburstV2ControlPanel = defineControlPanel(sunburstV2FormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'columns',
        label: 'Hierarchy',
        description: 'Columns from the centre outwards.',
        isMulti: true,
        validators: [validateNonEmpty],
      },
      { ...metricControl, label: 'Primary Metric' },
      {
        type: 'MetricControl',
        name: 'secondary_metric',
        label: 'Secondary Metric',
        description: 'Colours nodes by the ratio secondary / primary when set.',
      },
      adhocFiltersControl,
      rowLimitControl,
      { type: 'CheckboxControl', name: 'sort_by_metric', label: 'Sort by metric' },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      {
        type: 'ColorSchemeControl',
        name: 'linear_color_scheme',
        label: 'Linear Color Scheme',
        isRenderTrigger: true,
        visibility: ({ formData }) => Boolean(formData.secondary_metric),
      },
      { type: 'CheckboxControl', name: 'show_labels', label: 'Show Labels', isRenderTrigger: true },
      {
        type: 'NumberControl',
        name: 'show_labels_threshold',
        label: 'Percentage threshold',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      { type: 'CheckboxControl', name: 'show_total', label: 'Show Total', isRenderTrigger: true },
      {
        type: 'SelectControl',
        name: 'label_type',
        label: 'Label Type',
        choices: [
          ['key', 'Category Name'],
          ['value', 'Value'],
          ['key_value', 'Category and Value'],
        ],
        isRenderTrigger: true,
      },
      numberFormatControl('number_format'),
      currencyFormatControl,
      timeFormatControl('date_format'),
    ],
  },
]);
