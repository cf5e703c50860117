import type { ControlContext, ControlSpec, ControlValidator } from '../../contract.ts';
import { ROW_LIMIT_CHOICES } from '../../controls/choices.ts';
import { conditionalFormattingControl } from '../../controls/conditional-formatting.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { timeFormatControl } from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  limitMetricControl,
  metricsControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty, validateRowLimit } from '../../controls/validators.ts';
import { getQueryMode } from './build-query.ts';
import { tableFormDataSchema } from './form-data.ts';

const modeOf = ({ formData }: ControlContext) =>
  getQueryMode({
    query_mode: formData.query_mode as 'aggregate' | 'raw' | undefined,
    all_columns: Array.isArray(formData.all_columns) ? formData.all_columns : [],
  });
const isAggregate = (c: ControlContext) => modeOf(c) === 'aggregate';
const isRaw = (c: ControlContext) => modeOf(c) === 'raw';
const onlyIn =
  (isShown: (c: ControlContext) => boolean) =>
  (control: ControlSpec): ControlSpec => ({ ...control, visibility: isShown });
const isEmptyList = (value: unknown) => !Array.isArray(value) || value.length === 0;
/**
 * An aggregate table needs a dimension, a metric or a percentage metric (Superset's table control
 * panel says so under each), so a new table chart does not run a bare COUNT(*) on its own.
 */
export const validateAggregateQuery: ControlValidator = (_value, { formData }) =>
  isEmptyList(formData.groupby) &&
  isEmptyList(formData.metrics) &&
  isEmptyList(formData.percent_metrics)
    ? 'Group By, Metrics or Percentage Metrics must have a value'
    : false;
const PAGE_LENGTHS = [
  [null, 'All'],
  ...[10, 20, 50, 100, 200].map((n) => [n, String(n)] as const),
] as const;

/** Controls of `table`: aggregate or raw query, pagination, totals and display options. */
export const tableControlPanel = defineControlPanel(tableFormDataSchema, [
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
      onlyIn(isAggregate)(groupbyControl),
      {
        type: 'TimeGrainControl',
        name: 'time_grain_sqla',
        label: 'Time grain',
        visibility: (c) =>
          isAggregate(c) &&
          Object.values(
            (c.formData.temporal_columns_lookup as Record<string, boolean> | undefined) ?? {},
          ).some(Boolean),
      },
      onlyIn(isAggregate)({ ...metricsControl, validators: [validateAggregateQuery] }),
      {
        type: 'ColumnSelectControl',
        name: 'all_columns',
        label: 'Columns',
        isMulti: true,
        validators: [validateNonEmpty],
        visibility: isRaw,
      },
      {
        type: 'MetricsControl',
        name: 'percent_metrics',
        label: 'Percentage metrics',
        isMulti: true,
        visibility: isAggregate,
      },
      adhocFiltersControl,
      onlyIn(isAggregate)(limitMetricControl),
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
      { type: 'CheckboxControl', name: 'server_pagination', label: 'Server pagination' },
      {
        type: 'SelectControl',
        name: 'server_page_length',
        label: 'Server Page Length',
        choices: PAGE_LENGTHS.slice(1),
        visibility: ({ formData }) => formData.server_pagination === true,
      },
      {
        ...rowLimitControl,
        choices: [...ROW_LIMIT_CHOICES, [100000, '100000'], [500000, '500000']],
        validators: [validateRowLimit],
      },
      {
        type: 'RadioButtonControl',
        name: 'percent_metric_calculation',
        label: 'Percentage metric calculation',
        choices: [
          ['row_limit', 'Row limit'],
          ['all_records', 'All records'],
        ],
        visibility: (c) =>
          isAggregate(c) &&
          Array.isArray(c.formData.percent_metrics) &&
          c.formData.percent_metrics.length > 0,
      },
      {
        type: 'CheckboxControl',
        name: 'show_totals',
        label: 'Show summary',
        visibility: isAggregate,
      },
    ],
  },
  {
    label: 'Options',
    controls: [
      timeFormatControl('table_timestamp_format', 'Timestamp format'),
      {
        type: 'SelectControl',
        name: 'page_length',
        label: 'Page length',
        choices: PAGE_LENGTHS,
        isFreeForm: true,
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'include_search',
        label: 'Search box',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'allow_rearrange_columns',
        label: 'Allow columns to be rearranged',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'allow_render_html',
        label: 'Render columns in HTML format',
        isRenderTrigger: true,
      },
      {
        type: 'ColumnConfigControl',
        name: 'column_config',
        label: 'Customize columns',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'show_cell_bars',
        label: 'Show cell bars',
        isRenderTrigger: true,
      },
      { type: 'CheckboxControl', name: 'align_pn', label: 'Align +/-', isRenderTrigger: true },
      {
        type: 'CheckboxControl',
        name: 'color_pn',
        label: 'Add colors to cell bars for +/-',
        isRenderTrigger: true,
      },
      conditionalFormattingControl,
    ],
  },
]);
