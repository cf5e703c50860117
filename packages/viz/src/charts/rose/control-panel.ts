import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  limitMetricControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
  timeGrainControl,
} from '../../controls/query-controls.ts';
import { legacyAnalyticsControls } from '../_nvd3/legacy-controls.ts';
import { roseFormDataSchema } from './form-data.ts';

/** Controls of `rose`. */
export const roseControlPanel = defineControlPanel(roseFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'granularity_sqla',
        label: 'Time column',
        description: 'The temporal column slicing the circle.',
      },
      { ...timeGrainControl, visibility: undefined },
      { type: 'TextControl', name: 'time_range', label: 'Time range' },
      metricsControl,
      adhocFiltersControl,
      groupbyControl,
      seriesLimitControl,
      limitMetricControl,
      {
        type: 'CheckboxControl',
        name: 'order_desc',
        label: 'Sort descending',
        visibility: ({ formData }) => Boolean(formData.timeseries_limit_metric),
      },
      {
        type: 'CheckboxControl',
        name: 'contribution',
        label: 'Contribution',
        description: 'Compute the contribution to the total.',
      },
      rowLimitControl,
    ],
  },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      numberFormatControl('number_format'),
      timeFormatControl('date_time_format'),
      {
        type: 'CheckboxControl',
        name: 'rich_tooltip',
        label: 'Rich tooltip',
        description: 'Lists every series of the hovered time slice.',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'rose_area_proportion',
        label: 'Use Area Proportions',
        description: 'Size wedges by area instead of radius.',
        isRenderTrigger: true,
      },
    ],
  },
  { label: 'Advanced Analytics', isExpanded: false, controls: legacyAnalyticsControls },
]);
