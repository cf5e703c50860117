import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  currencyFormatControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import { legendControls } from '../../controls/legend-controls.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNumber } from '../../controls/validators.ts';
import { pieFormDataSchema } from './form-data.ts';

const isLabelShown = ({ formData }: { formData: Record<string, unknown> }) =>
  formData.show_labels !== false;

/** Controls of `pie`. */
export const pieControlPanel = defineControlPanel(pieFormDataSchema, [
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
      colorSchemeControl,
      {
        type: 'NumberControl',
        name: 'show_labels_threshold',
        label: 'Percentage threshold',
        description: 'Minimum share (%) a slice needs to show its label.',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'threshold_for_other',
        label: 'Threshold for Other',
        description: 'Slices below this share (%) are grouped as "Other".',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'roseType',
        label: 'Rose Type',
        choices: [
          ['area', 'Area'],
          ['radius', 'Radius'],
          [null, 'None'],
        ],
        isRenderTrigger: true,
      },
      ...legendControls,
      {
        type: 'SelectControl',
        name: 'label_type',
        label: 'Label Type',
        choices: [
          ['key', 'Category Name'],
          ['value', 'Value'],
          ['percent', 'Percentage'],
          ['key_value', 'Category and Value'],
          ['key_percent', 'Category and Percentage'],
          ['key_value_percent', 'Category, Value and Percentage'],
          ['value_percent', 'Value and Percentage'],
          ['template', 'Template'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'label_template',
        label: 'Label Template',
        isRenderTrigger: true,
        visibility: ({ formData }) => formData.label_type === 'template',
      },
      numberFormatControl('number_format'),
      currencyFormatControl,
      timeFormatControl('date_format'),
      { type: 'CheckboxControl', name: 'show_labels', label: 'Show Labels', isRenderTrigger: true },
      {
        type: 'CheckboxControl',
        name: 'labels_outside',
        label: 'Put labels outside',
        isRenderTrigger: true,
        visibility: isLabelShown,
      },
      {
        type: 'CheckboxControl',
        name: 'label_line',
        label: 'Label Line',
        isRenderTrigger: true,
        visibility: isLabelShown,
      },
      { type: 'CheckboxControl', name: 'show_total', label: 'Show Total', isRenderTrigger: true },
      {
        type: 'SliderControl',
        name: 'outerRadius',
        label: 'Outer Radius',
        min: 10,
        max: 100,
        step: 1,
        isRenderTrigger: true,
      },
      { type: 'CheckboxControl', name: 'donut', label: 'Donut', isRenderTrigger: true },
      {
        type: 'SliderControl',
        name: 'innerRadius',
        label: 'Inner Radius',
        min: 0,
        max: 100,
        step: 1,
        isRenderTrigger: true,
        visibility: ({ formData }) => formData.donut === true,
      },
    ],
  },
]);
