import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  currencyFormatControl,
  numberFormatControl,
} from '../../controls/format-controls.ts';
import { legendControls } from '../../controls/legend-controls.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { LABEL_TYPE_CHOICES } from '../_categorical/labels.ts';
import { funnelFormDataSchema } from './form-data.ts';

/** Controls of `funnel`. */
export const funnelControlPanel = defineControlPanel(funnelFormDataSchema, [
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
      {
        type: 'RadioButtonControl',
        name: 'percent_calculation_type',
        label: 'Percent calculation',
        choices: [
          ['first_step', 'Calculate from first step'],
          ['prev_step', 'Calculate from previous step'],
          ['total', 'Percent of total'],
        ],
        isRenderTrigger: true,
      },
      colorSchemeControl,
      ...legendControls,
      {
        type: 'SelectControl',
        name: 'label_type',
        label: 'Label Contents',
        choices: LABEL_TYPE_CHOICES,
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'tooltip_label_type',
        label: 'Tooltip Contents',
        choices: LABEL_TYPE_CHOICES,
        isRenderTrigger: true,
      },
      numberFormatControl('number_format'),
      currencyFormatControl,
      { type: 'CheckboxControl', name: 'show_labels', label: 'Show Labels', isRenderTrigger: true },
      {
        type: 'CheckboxControl',
        name: 'show_tooltip_labels',
        label: 'Show Tooltip Labels',
        isRenderTrigger: true,
      },
    ],
  },
]);
