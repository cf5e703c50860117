import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import { legendControls } from '../../controls/legend-controls.ts';
import { adhocFiltersControl, rowLimitControl } from '../../controls/query-controls.ts';
import { validateInteger, validateNonEmpty } from '../../controls/validators.ts';
import { ganttChartFormDataSchema } from './form-data.ts';

const MARGINS = [0, 15, 30, 50, 75, 100, 125, 150, 200].map((m) => [m, String(m)] as const);

/** Controls of `gantt_chart`. */
export const ganttChartControlPanel = defineControlPanel(ganttChartFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'start_time',
        label: 'Start Time',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'end_time',
        label: 'End Time',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'y_axis',
        label: 'Y-axis',
        description: 'Dimension to use on y-axis.',
        validators: [validateNonEmpty],
      },
      {
        type: 'ColumnSelectControl',
        name: 'series',
        label: 'Dimension',
        description: 'Colours the bars, one legend entry per value.',
      },
      {
        type: 'CheckboxControl',
        name: 'subcategories',
        label: 'Subcategories',
        description:
          'Divides each category into subcategories based on the values in the dimension. It can be used to exclude intersections.',
        isRenderTrigger: true,
        visibility: ({ formData }) => Boolean(formData.series),
      },
      { type: 'MetricsControl', name: 'tooltip_metrics', label: 'Tooltip metrics', isMulti: true },
      {
        type: 'ColumnSelectControl',
        name: 'tooltip_columns',
        label: 'Tooltip columns',
        isMulti: true,
      },
      adhocFiltersControl,
      {
        type: 'SelectControl',
        name: 'order_by_cols',
        label: 'Ordering',
        description: 'Order results by selected columns.',
        isMulti: true,
        isFreeForm: true,
      },
      rowLimitControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      ...legendControls,
      {
        type: 'SelectControl',
        name: 'legendSort',
        label: 'Sort legend',
        choices: [
          ['asc', 'Label ascending'],
          ['desc', 'Label descending'],
          [null, 'Sort by data'],
        ],
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'zoomable',
        label: 'Data Zoom',
        description: 'Enable data zooming controls.',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'show_extra_controls',
        label: 'Extra Controls',
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'x_axis_time_bounds',
        label: 'Bounds',
        description:
          'Times of day ("HH:mm:ss") stretching the x-axis around the first and last day of the data; empty = the data range.',
        isRenderTrigger: true,
      },
      { type: 'TextControl', name: 'x_axis_title', label: 'X Axis Title', isRenderTrigger: true },
      {
        type: 'SelectControl',
        name: 'x_axis_title_margin',
        label: 'X Axis Title Margin',
        choices: MARGINS,
        isFreeForm: true,
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      timeFormatControl('x_axis_time_format', 'Time format'),
      { type: 'TextControl', name: 'y_axis_title', label: 'Y Axis Title', isRenderTrigger: true },
      {
        type: 'SelectControl',
        name: 'y_axis_title_margin',
        label: 'Y Axis Title Margin',
        choices: MARGINS,
        isFreeForm: true,
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      timeFormatControl('tooltipTimeFormat', 'Tooltip time format'),
      numberFormatControl('tooltipValuesFormat', 'Tooltip values format'),
    ],
  },
]);
