// Query controls used by two or more chart types (declarations only; defaults come from each
// chart's form-data schema through defineControlPanel).
import type { ControlContext, ControlSpec } from '../contract.ts';
import { ROW_LIMIT_CHOICES, SERIES_LIMIT_CHOICES, TIME_GRAIN_CHOICES } from './choices.ts';
import { validateInteger, validateNonEmpty, validateRowLimit } from './validators.ts';

/** True when the column named by `key` is temporal in the dataset (or the dataset is unknown). */
export function isTemporalColumn(context: ControlContext, key: string): boolean {
  const name = context.formData[key];
  if (typeof name !== 'string') return true;
  const column = context.datasource?.columns.find((c) => c.column_name === name);
  return column ? Boolean(column.is_dttm) || column.type_generic === 2 : true;
}

/** `metrics`: one or more metrics, required. */
export const metricsControl: ControlSpec = {
  type: 'MetricsControl',
  name: 'metrics',
  label: 'Metrics',
  isMulti: true,
  validators: [validateNonEmpty],
};

/** `metric`: exactly one metric, required. */
export const metricControl: ControlSpec = {
  type: 'MetricControl',
  name: 'metric',
  label: 'Metric',
  validators: [validateNonEmpty],
};

/** `groupby`: the dimensions. */
export const groupbyControl: ControlSpec = {
  type: 'ColumnSelectControl',
  name: 'groupby',
  label: 'Dimensions',
  description: 'One or many columns to group by.',
  isMulti: true,
};

/** `adhoc_filters`. */
export const adhocFiltersControl: ControlSpec = {
  type: 'AdhocFilterControl',
  name: 'adhoc_filters',
  label: 'Filters',
};

/** `row_limit`: integer up to the row cap. */
export const rowLimitControl: ControlSpec = {
  type: 'SelectControl',
  name: 'row_limit',
  label: 'Row limit',
  choices: ROW_LIMIT_CHOICES,
  isFreeForm: true,
  validators: [validateRowLimit],
};

/** `limit`: the series limit. */
export const seriesLimitControl: ControlSpec = {
  type: 'SelectControl',
  name: 'limit',
  label: 'Series limit',
  description: 'Limits the number of series that get displayed.',
  choices: SERIES_LIMIT_CHOICES,
  isFreeForm: true,
  validators: [validateInteger],
};

/** `timeseries_limit_metric`: the metric that ranks series for the limit ("Sort by"). */
export const limitMetricControl: ControlSpec = {
  type: 'MetricControl',
  name: 'timeseries_limit_metric',
  label: 'Sort by',
};

/** `order_desc`, shown when a sort metric is chosen. */
export const orderDescControl: ControlSpec = {
  type: 'CheckboxControl',
  name: 'order_desc',
  label: 'Sort descending',
  visibility: ({ formData }) => Boolean(formData.timeseries_limit_metric),
};

/** `x_axis`: required. */
export const xAxisControl: ControlSpec = {
  type: 'ColumnSelectControl',
  name: 'x_axis',
  label: 'X-axis',
  validators: [validateNonEmpty],
};

/** `time_grain_sqla`, shown when the x-axis is temporal. */
export const timeGrainControl: ControlSpec = {
  type: 'TimeGrainControl',
  name: 'time_grain_sqla',
  label: 'Time grain',
  choices: TIME_GRAIN_CHOICES,
  visibility: (context) => isTemporalColumn(context, 'x_axis'),
};
