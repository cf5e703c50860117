import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  limitMetricControl,
  metricsControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { handlebarsFormDataSchema } from './form-data.ts';

const isRaw = ({ formData }: { formData: Record<string, unknown> }) =>
  formData.query_mode === 'raw' ||
  (formData.query_mode == null &&
    Array.isArray(formData.all_columns) &&
    formData.all_columns.length > 0);
const isAggregate = (context: { formData: Record<string, unknown> }) => !isRaw(context);

/** Controls of `handlebars`. */
export const handlebarsControlPanel = defineControlPanel(handlebarsFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'RadioButtonControl',
        name: 'query_mode',
        label: 'Query mode',
        choices: [
          ['aggregate', 'Aggregate'],
          ['raw', 'Raw records'],
        ],
      },
      { ...groupbyControl, visibility: isAggregate },
      { ...metricsControl, validators: [], visibility: isAggregate },
      {
        type: 'ColumnSelectControl',
        name: 'all_columns',
        label: 'Columns',
        isMulti: true,
        visibility: isRaw,
      },
      {
        type: 'MetricsControl',
        name: 'percent_metrics',
        label: 'Percentage metrics',
        isMulti: true,
        visibility: isAggregate,
      },
      { ...limitMetricControl, visibility: isAggregate },
      {
        type: 'SelectControl',
        name: 'order_by_cols',
        label: 'Ordering',
        isMulti: true,
        visibility: isRaw,
      },
      {
        type: 'CheckboxControl',
        name: 'order_desc',
        label: 'Sort descending',
        visibility: isAggregate,
      },
      rowLimitControl,
      {
        type: 'CheckboxControl',
        name: 'include_time',
        label: 'Include time',
        visibility: isAggregate,
      },
      {
        type: 'CheckboxControl',
        name: 'show_totals',
        label: 'Show totals',
        visibility: isAggregate,
      },
      adhocFiltersControl,
    ],
  },
  {
    label: 'Options',
    controls: [
      {
        type: 'TextControl',
        name: 'handlebarsTemplate',
        label: 'Handlebars Template',
        description: 'A handlebars template that is applied to the data',
        validators: [validateNonEmpty],
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'styleTemplate',
        label: 'CSS Styles',
        description: 'CSS applied to the chart',
        isRenderTrigger: true,
      },
    ],
  },
]);
