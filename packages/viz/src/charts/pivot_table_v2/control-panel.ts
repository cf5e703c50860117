import type { ControlContext } from '../../contract.ts';
import { ROW_LIMIT_CHOICES } from '../../controls/choices.ts';
import { conditionalFormattingControl } from '../../controls/conditional-formatting.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  currencyFormatControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import { adhocFiltersControl, metricsControl } from '../../controls/query-controls.ts';
import { validateRowLimit } from '../../controls/validators.ts';
import { AGGREGATE_FUNCTIONS } from '../_pivot/aggregators.ts';
import { pivotTableV2FormDataSchema } from './form-data.ts';

const SORT_CHOICES = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

const hasTemporalGroupby = ({ formData }: ControlContext) => {
  const lookup = (formData.temporal_columns_lookup as Record<string, boolean> | undefined) ?? {};
  const columns = [formData.groupbyColumns, formData.groupbyRows].flatMap((v) =>
    Array.isArray(v) ? v : [],
  );
  return columns.some((c) => typeof c === 'string' && lookup[c]);
};

/** Controls of `pivot_table_v2`: dimensions on both axes, metrics and their layout, aggregation, totals and sorting. */
export const pivotTableV2ControlPanel = defineControlPanel(pivotTableV2FormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'groupbyColumns',
        label: 'Columns',
        description: 'Columns to group by on the columns',
        isMulti: true,
      },
      {
        type: 'ColumnSelectControl',
        name: 'groupbyRows',
        label: 'Rows',
        description: 'Columns to group by on the rows',
        isMulti: true,
      },
      {
        type: 'TimeGrainControl',
        name: 'time_grain_sqla',
        label: 'Time grain',
        visibility: hasTemporalGroupby,
      },
      metricsControl,
      {
        type: 'RadioButtonControl',
        name: 'metricsLayout',
        label: 'Apply metrics on',
        choices: [
          ['COLUMNS', 'Columns'],
          ['ROWS', 'Rows'],
        ],
        isRenderTrigger: true,
      },
      adhocFiltersControl,
      {
        type: 'SelectControl',
        name: 'row_limit',
        label: 'Cell limit',
        description: 'Limits the number of cells that get retrieved.',
        choices: ROW_LIMIT_CHOICES,
        isFreeForm: true,
        validators: [validateRowLimit],
      },
      {
        type: 'MetricControl',
        name: 'series_limit_metric',
        label: 'Sort by',
        description:
          'Metric used to define how the top series are sorted if a series or cell limit is present.',
      },
      { type: 'CheckboxControl', name: 'order_desc', label: 'Sort descending' },
    ],
  },
  {
    label: 'Options',
    controls: [
      {
        type: 'SelectControl',
        name: 'aggregateFunction',
        label: 'Aggregation function',
        choices: AGGREGATE_FUNCTIONS.map((f) => [f, f] as const),
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'rowTotals',
        label: 'Show rows total',
        description: 'Display row level total',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'rowSubTotals',
        label: 'Show rows subtotal',
        description: 'Display row level subtotal',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'colTotals',
        label: 'Show columns total',
        description: 'Display column level total',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'colSubTotals',
        label: 'Show columns subtotal',
        description: 'Display column level subtotal',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'transposePivot',
        label: 'Transpose pivot',
        description: 'Swap rows and columns',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'combineMetric',
        label: 'Combine metrics',
        description:
          'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
        isRenderTrigger: true,
      },
      numberFormatControl('valueFormat', 'Value format'),
      currencyFormatControl,
      timeFormatControl('date_format'),
      {
        type: 'SelectControl',
        name: 'rowOrder',
        label: 'Sort rows by',
        choices: SORT_CHOICES,
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'colOrder',
        label: 'Sort columns by',
        choices: SORT_CHOICES,
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'rowSubtotalPosition',
        label: 'Rows subtotal position',
        choices: [
          [true, 'Top'],
          [false, 'Bottom'],
        ],
        isRenderTrigger: true,
        visibility: ({ formData }) => formData.rowSubTotals === true,
      },
      {
        type: 'SelectControl',
        name: 'colSubtotalPosition',
        label: 'Columns subtotal position',
        choices: [
          [true, 'Left'],
          [false, 'Right'],
        ],
        isRenderTrigger: true,
        visibility: ({ formData }) => formData.colSubTotals === true,
      },
      conditionalFormattingControl,
      {
        type: 'CheckboxControl',
        name: 'allow_render_html',
        label: 'Render columns in HTML format',
        isRenderTrigger: true,
      },
    ],
  },
]);
