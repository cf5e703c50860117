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
  limitMetricControl,
  metricsControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { RADAR_LABEL_POSITIONS, radarFormDataSchema } from './form-data.ts';

/** Controls of `radar`. */
export const radarControlPanel = defineControlPanel(radarFormDataSchema, [
  {
    label: 'Query',
    controls: [
      groupbyControl,
      metricsControl,
      limitMetricControl,
      adhocFiltersControl,
      rowLimitControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      ...legendControls,
      { type: 'CheckboxControl', name: 'show_labels', label: 'Show Labels', isRenderTrigger: true },
      {
        type: 'SelectControl',
        name: 'label_type',
        label: 'Label Type',
        choices: [
          ['value', 'Value'],
          ['key_value', 'Category and Value'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'label_position',
        label: 'Label position',
        choices: RADAR_LABEL_POSITIONS.map((p) => [p, p] as const),
        isRenderTrigger: true,
      },
      numberFormatControl('number_format'),
      currencyFormatControl,
      timeFormatControl('date_format'),
      {
        type: 'ColumnConfigControl',
        name: 'column_config',
        label: 'Customize Metrics',
        description: 'Max / min value of each metric axis.',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'is_circle',
        label: 'Circle radar shape',
        isRenderTrigger: true,
      },
    ],
  },
]);
