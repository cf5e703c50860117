import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { colorSchemeControl, numberFormatControl } from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { chordFormDataSchema } from './form-data.ts';

/** Controls of `chord`. */
export const chordControlPanel = defineControlPanel(chordFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'groupby',
        label: 'Source',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'columns',
        label: 'Target',
        validators: [validateNonEmpty],
      },
      metricControl,
      adhocFiltersControl,
      rowLimitControl,
      { type: 'CheckboxControl', name: 'sort_by_metric', label: 'Sort by metric' },
    ],
  },
  { label: 'Chart Options', controls: [numberFormatControl('y_axis_format'), colorSchemeControl] },
]);
