import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { colorSchemeControl } from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  metricControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { sankeyV2FormDataSchema } from './form-data.ts';

/** Controls of `sankey_v2`. */
export const sankeyV2ControlPanel = defineControlPanel(sankeyV2FormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'source',
        label: 'Source',
        description: 'The column flows start from.',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'target',
        label: 'Target',
        description: 'The column flows end in.',
        validators: [validateNonEmpty],
      },
      metricControl,
      adhocFiltersControl,
      rowLimitControl,
      { type: 'CheckboxControl', name: 'sort_by_metric', label: 'Sort by metric' },
    ],
  },
  { label: 'Chart Options', controls: [colorSchemeControl] },
]);
