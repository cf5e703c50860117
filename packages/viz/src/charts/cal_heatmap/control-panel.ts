import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { numberFormatControl, timeFormatControl } from '../../controls/format-controls.ts';
import { adhocFiltersControl, metricsControl } from '../../controls/query-controls.ts';
import { validateInteger, validateNonEmpty } from '../../controls/validators.ts';
import { calHeatmapFormDataSchema } from './form-data.ts';

const choices = (values: readonly string[]) => values.map((v) => [v, v] as const);

/** Controls of `cal_heatmap`. */
export const calHeatmapControlPanel = defineControlPanel(calHeatmapFormDataSchema, [
  {
    label: 'Time',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'granularity_sqla',
        label: 'Time Column',
        validators: [validateNonEmpty],
      },
      {
        type: 'TextControl',
        name: 'time_range',
        label: 'Time Range',
        description: 'Both ends of the range are required.',
      },
    ],
  },
  {
    label: 'Query',
    controls: [
      {
        type: 'SelectControl',
        name: 'domain_granularity',
        label: 'Domain',
        description: 'The time unit of each block.',
        choices: choices(['hour', 'day', 'week', 'month', 'year']),
      },
      {
        type: 'SelectControl',
        name: 'subdomain_granularity',
        label: 'Subdomain',
        description: 'The time unit of each cell.',
        choices: choices(['min', 'hour', 'day', 'week', 'month']),
      },
      metricsControl,
      adhocFiltersControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      {
        type: 'ColorSchemeControl',
        name: 'linear_color_scheme',
        label: 'Linear Color Scheme',
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'cell_size',
        label: 'Cell Size',
        description: 'The size of the square cell, in pixels',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'cell_padding',
        label: 'Cell Padding',
        description: 'The distance between cells, in pixels',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'cell_radius',
        label: 'Cell Radius',
        description: 'The pixel radius',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'NumberControl',
        name: 'steps',
        label: 'Color Steps',
        description: 'The number color "steps"',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      numberFormatControl('y_axis_format'),
      timeFormatControl('x_axis_time_format', 'Time Format'),
      { type: 'CheckboxControl', name: 'show_legend', label: 'Legend', isRenderTrigger: true },
      { type: 'CheckboxControl', name: 'show_values', label: 'Show Values', isRenderTrigger: true },
      {
        type: 'CheckboxControl',
        name: 'show_metric_name',
        label: 'Show Metric Names',
        isRenderTrigger: true,
      },
    ],
  },
]);
