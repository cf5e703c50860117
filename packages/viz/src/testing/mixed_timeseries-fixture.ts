import { SUM_SALES_METRIC } from './example-form-data.ts';
import { mixedTimeseriesPlugin } from '../charts/mixed_timeseries/index.ts';

const NO_FILTER = [
  {
    clause: 'WHERE',
    subject: 'order_date',
    operator: 'TEMPORAL_RANGE',
    comparator: 'No filter',
    expressionType: 'SIMPLE',
  },
];
/** superset-examples/charts/Featured Charts/Mixed.yaml, `params` (its SUM(sales) metric differs from Pie.yaml's only in optionName). */
export const MIXED_EXAMPLE = {
  datasource: '22__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: [{ ...SUM_SALES_METRIC, optionName: 'metric_b9hph4jr9i_nayy40sodwl' }],
  groupby: [],
  adhoc_filters: NO_FILTER,
  order_desc: true,
  row_limit: 10000,
  truncate_metric: true,
  comparison_type: 'values',
  metrics_b: ['count'],
  groupby_b: [],
  adhoc_filters_b: NO_FILTER,
  order_desc_b: true,
  row_limit_b: 10000,
  truncate_metric_b: true,
  comparison_type_b: 'values',
  annotation_layers: [],
  x_axis_title_margin: 15,
  y_axis_title_margin: 15,
  y_axis_title_position: 'Left',
  color_scheme: 'supersetColors',
  seriesType: 'echarts_timeseries_line',
  opacity: 0.2,
  markerSize: 6,
  yAxisIndex: 1,
  seriesTypeB: 'echarts_timeseries_bar',
  opacityB: 0.2,
  markerSizeB: 6,
  yAxisIndexB: 0,
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  x_axis_time_format: 'smart_date',
  rich_tooltip: true,
  tooltipTimeFormat: 'smart_date',
  truncateXAxis: true,
  y_axis_bounds: [null, null],
  y_axis_format: 'SMART_NUMBER',
  y_axis_bounds_secondary: [null, null],
  y_axis_format_secondary: 'SMART_NUMBER',
  extra_form_data: {},
  dashboards: [],
};
/** Mixed.yaml's form data through the mixed_timeseries schema, with overrides. */
export const parse = (overrides: Record<string, unknown> = {}) =>
  mixedTimeseriesPlugin.formDataSchema.parse({ ...MIXED_EXAMPLE, ...overrides });
