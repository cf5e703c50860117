import type { ControlContext, ControlSpec } from '../../contract.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  currencyFormatControl,
  numberFormatControl,
} from '../../controls/format-controls.ts';
import { legendControls } from '../../controls/legend-controls.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  limitMetricControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
  timeGrainControl,
  xAxisControl,
} from '../../controls/query-controls.ts';
import {
  advancedAnalyticsControls,
  axisAndTooltipControls,
  chartTitleControls,
  stackAndValueControls,
} from '../_timeseries/control-panel.ts';
import { SERIES_TYPE_CHOICES } from '../_timeseries/series-type.ts';
import { getQueryFormData } from './build-query.ts';
import {
  QUERY_B_SUFFIX,
  SERIES_B_SUFFIX,
  mixedSeriesFields,
  mixedTimeseriesFormDataSchema,
} from './form-data.ts';

const queryControls: readonly ControlSpec[] = [
  metricsControl,
  groupbyControl,
  adhocFiltersControl,
  seriesLimitControl,
  limitMetricControl,
  orderDescControl,
  rowLimitControl,
  { type: 'CheckboxControl', name: 'truncate_metric', label: 'Truncate metric' },
];

const seriesControls: readonly ControlSpec[] = [
  {
    type: 'SelectControl',
    name: 'seriesType',
    label: 'Series type',
    choices: SERIES_TYPE_CHOICES,
    isRenderTrigger: true,
  },
  ...stackAndValueControls.filter((c) => c.name !== 'percentage_threshold'),
  { type: 'CheckboxControl', name: 'area', label: 'Area chart', isRenderTrigger: true },
  {
    type: 'SliderControl',
    name: 'opacity',
    label: 'Opacity',
    min: 0,
    max: 1,
    step: 0.1,
    isRenderTrigger: true,
    visibility: ({ formData }) => formData.area === true,
  },
  { type: 'CheckboxControl', name: 'markerEnabled', label: 'Marker', isRenderTrigger: true },
  {
    type: 'SliderControl',
    name: 'markerSize',
    label: 'Marker size',
    min: 0,
    max: 20,
    isRenderTrigger: true,
    visibility: ({ formData }) => formData.markerEnabled === true,
  },
  {
    type: 'SelectControl',
    name: 'yAxisIndex',
    label: 'Y Axis',
    choices: [
      [0, 'Primary'],
      [1, 'Secondary'],
    ],
    isRenderTrigger: true,
  },
  {
    type: 'SelectControl',
    name: 'sort_series_type',
    label: 'Sort series by',
    isRenderTrigger: true,
  },
  {
    type: 'CheckboxControl',
    name: 'sort_series_ascending',
    label: 'Sort series ascending',
    isRenderTrigger: true,
  },
];

/** Query B's twin of a control: the suffixed key, and visibility judged on query B's own keys. */
function forQueryB(
  spec: ControlSpec,
  suffix: string,
  unsuffix: (formData: Record<string, unknown>) => Record<string, unknown>,
): ControlSpec {
  const { visibility } = spec;
  return {
    ...spec,
    name: `${spec.name}${suffix}`,
    ...(visibility
      ? {
          visibility: (context: ControlContext) =>
            visibility({ ...context, formData: unsuffix(context.formData) }),
        }
      : {}),
  };
}

const queryB = (formData: Record<string, unknown>) =>
  getQueryFormData(formData as { datasource: string; viz_type: string }, 'B') as Record<
    string,
    unknown
  >;
const seriesB = (formData: Record<string, unknown>) => ({
  ...formData,
  ...Object.fromEntries(
    Object.keys(mixedSeriesFields).map((key) => [key, formData[`${key}${SERIES_B_SUFFIX}`]]),
  ),
});

/** Controls of `mixed_timeseries`: a shared x-axis, Query A and Query B sections, per-query series options and two y-axes. */
export const mixedTimeseriesControlPanel = defineControlPanel(mixedTimeseriesFormDataSchema, [
  { label: 'Shared query fields', controls: [xAxisControl, timeGrainControl] },
  { label: 'Query A', controls: queryControls },
  { label: 'Advanced analytics Query A', isExpanded: false, controls: advancedAnalyticsControls },
  { label: 'Query B', controls: queryControls.map((c) => forQueryB(c, QUERY_B_SUFFIX, queryB)) },
  {
    label: 'Advanced analytics Query B',
    isExpanded: false,
    controls: advancedAnalyticsControls.map((c) => forQueryB(c, QUERY_B_SUFFIX, queryB)),
  },
  {
    label: 'Annotations and Layers',
    isExpanded: false,
    controls: [
      { type: 'AnnotationLayerControl', name: 'annotation_layers', label: 'Annotation layers' },
    ],
  },
  {
    label: 'Chart Title',
    isExpanded: false,
    controls: [
      ...chartTitleControls,
      {
        type: 'TextControl',
        name: 'yAxisTitleSecondary',
        label: 'Secondary y-axis title',
        isRenderTrigger: true,
      },
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      {
        type: 'CheckboxControl',
        name: 'time_shift_color',
        label: 'Match time shift color with original series',
        isRenderTrigger: true,
      },
      ...legendControls,
      ...axisAndTooltipControls.filter(
        (c) => c.name !== 'showTooltipTotal' && c.name !== 'showTooltipPercentage',
      ),
    ],
  },
  { label: 'Customize Query A', controls: seriesControls },
  {
    label: 'Customize Query B',
    controls: seriesControls.map((c) => forQueryB(c, SERIES_B_SUFFIX, seriesB)),
  },
  {
    label: 'Secondary y-axis',
    controls: [
      {
        type: 'BoundsControl',
        name: 'y_axis_bounds_secondary',
        label: 'Secondary y-axis bounds',
        isRenderTrigger: true,
      },
      numberFormatControl('y_axis_format_secondary', 'Secondary y-axis format'),
      {
        ...currencyFormatControl,
        name: 'currency_format_secondary',
        label: 'Secondary currency format',
      },
      {
        type: 'CheckboxControl',
        name: 'logAxisSecondary',
        label: 'Logarithmic y-axis',
        isRenderTrigger: true,
      },
    ],
  },
]);
