import type { ControlSpec } from '../../contract.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { colorSchemeControl, numberFormatControl } from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateInteger, validateNonEmpty } from '../../controls/validators.ts';
import { histogramV2FormDataSchema } from './form-data.ts';

const render = (spec: ControlSpec): ControlSpec => ({ ...spec, isRenderTrigger: true });

/** Controls of `histogram_v2`. */
export const histogramV2ControlPanel = defineControlPanel(histogramV2FormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'column',
        label: 'Column',
        description: 'Numeric column used to calculate the histogram.',
        validators: [validateNonEmpty],
      },
      groupbyControl,
      adhocFiltersControl,
      rowLimitControl,
      {
        type: 'SelectControl',
        name: 'bins',
        label: 'Bins',
        choices: [5, 10, 15, 20].map((n) => [n, String(n)] as const),
        isFreeForm: true,
        validators: [validateInteger],
      },
      {
        type: 'CheckboxControl',
        name: 'normalize',
        label: 'Normalize',
        description: 'Show shares of the total instead of counts.',
      },
      { type: 'CheckboxControl', name: 'cumulative', label: 'Cumulative' },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      render({ type: 'CheckboxControl', name: 'show_value', label: 'Show value' }),
      render({ type: 'CheckboxControl', name: 'show_legend', label: 'Show legend' }),
      render({ type: 'TextControl', name: 'x_axis_title', label: 'X Axis Title' }),
      numberFormatControl('x_axis_format', 'X Axis Format'),
      render({ type: 'TextControl', name: 'y_axis_title', label: 'Y Axis Title' }),
      numberFormatControl('y_axis_format', 'Y Axis Format'),
    ],
  },
]);
