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
} from '../../controls/query-controls.ts';
import { validateNonEmpty, validateNumber } from '../../controls/validators.ts';
import { legacyAnalyticsControls } from '../_nvd3/legacy-controls.ts';
import { partitionFormDataSchema } from './form-data.ts';

/** Controls of `partition`. */
export const partitionControlPanel = defineControlPanel(partitionFormDataSchema, [
  {
    label: 'Query',
    controls: [
      metricsControl,
      adhocFiltersControl,
      { ...groupbyControl, validators: [validateNonEmpty] },
      seriesLimitControl,
      limitMetricControl,
      {
        type: 'CheckboxControl',
        name: 'order_desc',
        label: 'Sort descending',
        visibility: ({ formData }) => Boolean(formData.timeseries_limit_metric),
      },
      { type: 'CheckboxControl', name: 'contribution', label: 'Contribution' },
      rowLimitControl,
    ],
  },
  {
    label: 'Time Series Options',
    controls: [
      {
        type: 'SelectControl',
        name: 'time_series_option',
        label: 'Options',
        choices: [
          ['not_time', 'Not Time Series'],
          ['time_series', 'Time Series'],
          ['agg_mean', 'Aggregate Mean'],
          ['agg_sum', 'Aggregate Sum'],
          ['point_diff', 'Difference'],
          ['point_percent', 'Percent Change'],
          ['point_factor', 'Factor'],
          ['adv_anal', 'Advanced Analytics'],
        ],
      },
    ],
  },
  // The legacy panel shows these for every option; only `adv_anal` applies them.
  { label: 'Advanced Analytics', isExpanded: false, controls: legacyAnalyticsControls },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      numberFormatControl('number_format'),
      timeFormatControl('date_time_format'),
      {
        type: 'TextControl',
        name: 'partition_limit',
        label: 'Partition Limit',
        description: 'The maximum number of subdivisions of each group.',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'partition_threshold',
        label: 'Partition Threshold',
        description:
          'Partitions whose height to parent height proportions are below this value are pruned.',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'log_scale',
        label: 'Log Scale',
        description: 'Use a log scale.',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'equal_date_size',
        label: 'Equal Date Sizes',
        description: 'Check to force date partitions to have the same height.',
        isRenderTrigger: true,
      },
      {
        type: 'CheckboxControl',
        name: 'rich_tooltip',
        label: 'Rich Tooltip',
        description: 'The rich tooltip shows a list of all series for that point in time.',
        isRenderTrigger: true,
      },
    ],
  },
]);
