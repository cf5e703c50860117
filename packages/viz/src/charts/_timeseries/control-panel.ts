import type { ControlContext, ControlSpec } from '../../contract.ts';
import {
  COMPARISON_TYPE_CHOICES,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
  ROLLING_TYPE_CHOICES,
  SORT_SERIES_CHOICES,
  TIME_COMPARE_CHOICES,
} from '../../controls/choices.ts';
import type { SectionSpec } from '../../controls/define-control-panel.ts';
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
  isTemporalColumn,
  limitMetricControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
  timeGrainControl,
  xAxisControl,
} from '../../controls/query-controls.ts';
import { validateInteger, validateNumber } from '../../controls/validators.ts';

const isTemporalX = (context: ControlContext) => isTemporalColumn(context, 'x_axis');
const isCategoricalX = (context: ControlContext) =>
  !isTemporalX(context) || context.formData.xAxisForceCategorical === true;
const isMultiSeries = ({ formData }: ControlContext) =>
  (Array.isArray(formData.groupby) && formData.groupby.length > 0) ||
  (Array.isArray(formData.metrics) && formData.metrics.length > 1);
const isRolling = ({ formData }: ControlContext) =>
  ['mean', 'sum', 'std'].includes(formData.rolling_type as string);
const isForecasting = (context: ControlContext) =>
  isTemporalX(context) && context.formData.forecastEnabled === true;
const SEASONALITY = [
  [null, 'default'],
  [true, 'Yes'],
  [false, 'No'],
] as const;

/** Q-TS: the query section with x-axis sorting. */
export const timeseriesQueryControls: readonly ControlSpec[] = [
  xAxisControl,
  timeGrainControl,
  {
    type: 'CheckboxControl',
    name: 'xAxisForceCategorical',
    label: 'Force categorical',
    visibility: (c) => !isTemporalX(c),
  },
  {
    type: 'SelectControl',
    name: 'x_axis_sort',
    label: 'X-axis sort by',
    visibility: (c) => isCategoricalX(c) && !isMultiSeries(c),
  },
  {
    type: 'CheckboxControl',
    name: 'x_axis_sort_asc',
    label: 'X-axis sort ascending',
    visibility: (c) => isCategoricalX(c) && !isMultiSeries(c),
  },
  {
    type: 'SelectControl',
    name: 'x_axis_sort_series',
    label: 'X-axis sort by',
    choices: SORT_SERIES_CHOICES,
    visibility: (c) => isCategoricalX(c) && isMultiSeries(c),
  },
  {
    type: 'CheckboxControl',
    name: 'x_axis_sort_series_ascending',
    label: 'X-axis sort ascending',
    visibility: (c) => isCategoricalX(c) && isMultiSeries(c),
  },
  metricsControl,
  groupbyControl,
  {
    type: 'SelectControl',
    name: 'contributionMode',
    label: 'Contribution mode',
    choices: [
      [null, 'None'],
      ['row', 'Row'],
      ['column', 'Series'],
    ],
  },
  adhocFiltersControl,
  seriesLimitControl,
  limitMetricControl,
  orderDescControl,
  rowLimitControl,
  {
    type: 'CheckboxControl',
    name: 'truncate_metric',
    label: 'Truncate metric',
    isRenderTrigger: false,
  },
  { type: 'CheckboxControl', name: 'show_empty_columns', label: 'Show empty columns' },
];

/** AA: advanced analytics, shown for temporal x-axes. */
export const advancedAnalyticsControls: readonly ControlSpec[] = [
  {
    type: 'SelectControl',
    name: 'rolling_type',
    label: 'Rolling function',
    choices: ROLLING_TYPE_CHOICES,
    visibility: isTemporalX,
  },
  {
    type: 'TextControl',
    name: 'rolling_periods',
    label: 'Periods',
    validators: [validateInteger],
    visibility: (c) => isTemporalX(c) && isRolling(c),
  },
  {
    type: 'TextControl',
    name: 'min_periods',
    label: 'Min periods',
    validators: [validateInteger],
    visibility: (c) => isTemporalX(c) && isRolling(c),
  },
  {
    type: 'SelectControl',
    name: 'time_compare',
    label: 'Time shift',
    choices: TIME_COMPARE_CHOICES,
    isMulti: true,
    isFreeForm: true,
    visibility: isTemporalX,
  },
  {
    type: 'SelectControl',
    name: 'comparison_type',
    label: 'Calculation type',
    choices: COMPARISON_TYPE_CHOICES,
    visibility: isTemporalX,
  },
  {
    type: 'SelectControl',
    name: 'resample_rule',
    label: 'Rule',
    choices: RESAMPLE_RULE_CHOICES,
    isFreeForm: true,
    visibility: isTemporalX,
  },
  {
    type: 'SelectControl',
    name: 'resample_method',
    label: 'Fill method',
    choices: RESAMPLE_METHOD_CHOICES,
    visibility: isTemporalX,
  },
];

/** FC: predictive analytics. */
export const forecastControls: readonly ControlSpec[] = [
  {
    type: 'CheckboxControl',
    name: 'forecastEnabled',
    label: 'Enable forecast',
    visibility: isTemporalX,
  },
  {
    type: 'TextControl',
    name: 'forecastPeriods',
    label: 'Forecast periods',
    validators: [validateInteger],
    visibility: isForecasting,
  },
  {
    type: 'TextControl',
    name: 'forecastInterval',
    label: 'Confidence interval',
    validators: [validateNumber],
    visibility: isForecasting,
  },
  {
    type: 'SelectControl',
    name: 'forecastSeasonalityYearly',
    label: 'Yearly seasonality',
    choices: SEASONALITY,
    visibility: isForecasting,
  },
  {
    type: 'SelectControl',
    name: 'forecastSeasonalityWeekly',
    label: 'Weekly seasonality',
    choices: SEASONALITY,
    visibility: isForecasting,
  },
  {
    type: 'SelectControl',
    name: 'forecastSeasonalityDaily',
    label: 'Daily seasonality',
    choices: SEASONALITY,
    visibility: isForecasting,
  },
];

const TITLE_MARGINS = [15, 30, 50, 75, 100, 125, 150, 200].map((m) => [m, String(m)] as const);

/** TT: axis titles. */
export const chartTitleControls: readonly ControlSpec[] = [
  { type: 'TextControl', name: 'x_axis_title', label: 'X Axis Title', isRenderTrigger: true },
  {
    type: 'SelectControl',
    name: 'x_axis_title_margin',
    label: 'X axis title bottom margin',
    choices: TITLE_MARGINS,
    isRenderTrigger: true,
  },
  { type: 'TextControl', name: 'y_axis_title', label: 'Y Axis Title', isRenderTrigger: true },
  {
    type: 'SelectControl',
    name: 'y_axis_title_margin',
    label: 'Y axis title margin',
    choices: TITLE_MARGINS,
    isRenderTrigger: true,
  },
  {
    type: 'SelectControl',
    name: 'y_axis_title_position',
    label: 'Y axis title position',
    choices: [
      ['Left', 'Left'],
      ['Top', 'Top'],
    ],
    isRenderTrigger: true,
  },
];

const renderOnly = (controls: readonly ControlSpec[]): ControlSpec[] =>
  controls.map((c) => ({ ...c, isRenderTrigger: true }));

/** SO + CS: series order and colours. */
export const seriesOrderAndColorControls: readonly ControlSpec[] = renderOnly([
  {
    type: 'SelectControl',
    name: 'sort_series_type',
    label: 'Sort series by',
    choices: SORT_SERIES_CHOICES,
  },
  { type: 'CheckboxControl', name: 'sort_series_ascending', label: 'Sort series ascending' },
  colorSchemeControl,
  {
    type: 'CheckboxControl',
    name: 'time_shift_color',
    label: 'Match time shift color with original series',
  },
]);

/** SV: value labels and stacking. */
export const stackAndValueControls: readonly ControlSpec[] = renderOnly([
  { type: 'CheckboxControl', name: 'show_value', label: 'Show value' },
  {
    type: 'SelectControl',
    name: 'stack',
    label: 'Stacked style',
    choices: [
      [null, 'None'],
      ['Stack', 'Stack'],
      ['Stream', 'Stream'],
    ],
  },
  {
    type: 'CheckboxControl',
    name: 'only_total',
    label: 'Only Total',
    visibility: ({ formData }) => Boolean(formData.stack) && formData.show_value === true,
  },
  {
    type: 'NumberControl',
    name: 'percentage_threshold',
    label: 'Percentage threshold',
    validators: [validateNumber],
    visibility: ({ formData }) =>
      Boolean(formData.stack) && formData.show_value === true && formData.only_total === false,
  },
]);

/** AX + RT + zoom: axes, tooltip and zoom. */
export const axisAndTooltipControls: readonly ControlSpec[] = renderOnly([
  timeFormatControl('x_axis_time_format', 'Time format'),
  {
    type: 'SelectControl',
    name: 'xAxisLabelRotation',
    label: 'Rotate x axis label',
    choices: [0, 45, 90].map((d) => [d, `${d}°`] as const),
    isFreeForm: true,
  },
  {
    type: 'SelectControl',
    name: 'xAxisLabelInterval',
    label: 'X axis label interval',
    choices: [
      ['auto', 'Auto'],
      ['0', 'All'],
    ],
  },
  { type: 'CheckboxControl', name: 'minorTicks', label: 'Minor ticks' },
  {
    type: 'CheckboxControl',
    name: 'truncateXAxis',
    label: 'Truncate X Axis',
    visibility: (c) => !isTemporalX(c),
  },
  {
    type: 'BoundsControl',
    name: 'xAxisBounds',
    label: 'X Axis Bounds',
    visibility: (c) => !isTemporalX(c) && c.formData.truncateXAxis === true,
  },
  { type: 'CheckboxControl', name: 'rich_tooltip', label: 'Rich tooltip' },
  {
    type: 'CheckboxControl',
    name: 'showTooltipTotal',
    label: 'Show total',
    visibility: ({ formData }) => formData.rich_tooltip === true,
  },
  {
    type: 'CheckboxControl',
    name: 'showTooltipPercentage',
    label: 'Show percentage',
    visibility: ({ formData }) => formData.rich_tooltip === true,
  },
  {
    type: 'CheckboxControl',
    name: 'tooltipSortByMetric',
    label: 'Tooltip sort by metric',
    visibility: ({ formData }) => formData.rich_tooltip === true,
  },
  timeFormatControl('tooltipTimeFormat', 'Tooltip time format'),
  numberFormatControl('y_axis_format', 'Y Axis Format'),
  currencyFormatControl,
  { type: 'CheckboxControl', name: 'logAxis', label: 'Logarithmic y-axis' },
  { type: 'CheckboxControl', name: 'minorSplitLine', label: 'Minor Split Line' },
  { type: 'CheckboxControl', name: 'truncateYAxis', label: 'Truncate Y Axis' },
  {
    type: 'BoundsControl',
    name: 'y_axis_bounds',
    label: 'Y Axis Bounds',
    visibility: ({ formData }) => formData.truncateYAxis === true,
  },
  { type: 'CheckboxControl', name: 'zoomable', label: 'Data Zoom' },
]);

/** The family's panel with the member's own chart options inserted after series order and colours. */
export function timeseriesSections(memberControls: readonly ControlSpec[]): SectionSpec[] {
  return [
    { label: 'Query', controls: timeseriesQueryControls },
    { label: 'Advanced analytics', isExpanded: false, controls: advancedAnalyticsControls },
    {
      label: 'Annotations and Layers',
      isExpanded: false,
      controls: [
        { type: 'AnnotationLayerControl', name: 'annotation_layers', label: 'Annotation layers' },
      ],
    },
    { label: 'Predictive Analytics', isExpanded: false, controls: forecastControls },
    { label: 'Chart Title', isExpanded: false, controls: chartTitleControls },
    {
      label: 'Chart Options',
      controls: [
        ...seriesOrderAndColorControls,
        ...memberControls,
        ...legendControls,
        ...axisAndTooltipControls,
      ],
    },
  ];
}
