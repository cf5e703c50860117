import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  currencyFormatControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { treemapV2FormDataSchema } from './form-data.ts';

/** Controls of `treemap_v2`. */
export const treemapV2ControlPanel = defineControlPanel(treemapV2FormDataSchema, [
  {
    label: 'Query',
    controls: [
      { ...groupbyControl, description: 'The hierarchy, outermost level first.' },
      metricControl,
      rowLimitControl,
      { type: 'CheckboxControl', name: 'sort_by_metric', label: 'Sort by metric' },
      adhocFiltersControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      { type: 'CheckboxControl', name: 'show_labels', label: 'Show Labels', isRenderTrigger: true },
      {
        type: 'CheckboxControl',
        name: 'show_upper_labels',
        label: 'Show header labels',
        description: 'Draw parent names in a header band.',
        isRenderTrigger: true,
      },
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
