import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  adhocFiltersControl,
  limitMetricControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { paraFormDataSchema } from './form-data.ts';

/** Controls of `para`. */
export const paraControlPanel = defineControlPanel(paraFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'series',
        label: 'Dimension',
        description: 'Defines the grouping of entities; each one is a line.',
        validators: [validateNonEmpty],
      },
      metricsControl,
      {
        type: 'MetricControl',
        name: 'secondary_metric',
        label: 'Color Metric',
        description: 'A metric to use for color.',
      },
      adhocFiltersControl,
      seriesLimitControl,
      rowLimitControl,
      limitMetricControl,
      {
        type: 'CheckboxControl',
        name: 'order_desc',
        label: 'Sort descending',
        visibility: ({ formData }) => Boolean(formData.timeseries_limit_metric),
      },
    ],
  },
  {
    label: 'Options',
    controls: [
      {
        type: 'CheckboxControl',
        name: 'show_datatable',
        label: 'Data Table',
        description: 'Whether to display the interactive data table.',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'include_series',
        label: 'Include Series',
        description: 'Include series name as an axis.',
        isRenderTrigger: true,
      },
      {
        type: 'ColorSchemeControl',
        name: 'linear_color_scheme',
        label: 'Linear Color Scheme',
        isRenderTrigger: true,
      },
    ],
  },
]);
