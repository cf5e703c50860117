import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  adhocFiltersControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { timeTableFormDataSchema } from './form-data.ts';

/** Controls of `time_table`. */
export const timeTableControlPanel = defineControlPanel(timeTableFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'granularity_sqla',
        label: 'Time column',
        validators: [validateNonEmpty],
      },
      { type: 'TimeGrainControl', name: 'time_grain_sqla', label: 'Time grain' },
      { ...metricsControl, description: 'When using a group by, only one metric is allowed.' },
      adhocFiltersControl,
      {
        type: 'ColumnSelectControl',
        name: 'groupby',
        label: 'Group by',
        description: 'One column to group by; each value becomes a row.',
      },
      seriesLimitControl,
      { type: 'CheckboxControl', name: 'order_desc', label: 'Sort descending' },
      rowLimitControl,
    ],
  },
  {
    label: 'Options',
    controls: [
      {
        type: 'ColumnConfigControl',
        name: 'column_collection',
        label: 'Time series columns',
        validators: [validateNonEmpty],
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'url',
        label: 'URL',
        description:
          "Templated link for each row's label; {{ metric }} is the row's metric or group value.",
        isRenderTrigger: true,
      },
    ],
  },
]);
