import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  limitMetricControl,
  metricsControl,
  orderDescControl,
  rowLimitControl,
  seriesLimitControl,
} from '../../controls/query-controls.ts';
import { validateNonEmpty } from '../../controls/validators.ts';
import { horizonFormDataSchema } from './form-data.ts';

/** Controls of `horizon`. */
export const horizonControlPanel = defineControlPanel(horizonFormDataSchema, [
  {
    label: 'Time',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'granularity_sqla',
        label: 'Time Column',
        validators: [validateNonEmpty],
      },
      { type: 'TextControl', name: 'time_range', label: 'Time Range' },
    ],
  },
  {
    label: 'Query',
    controls: [
      metricsControl,
      adhocFiltersControl,
      groupbyControl,
      seriesLimitControl,
      limitMetricControl,
      orderDescControl,
      {
        type: 'CheckboxControl',
        name: 'contribution',
        label: 'Contribution',
        description: 'Compute the contribution to the total',
      },
      rowLimitControl,
    ],
  },
  {
    label: 'Options',
    controls: [
      {
        type: 'SelectControl',
        name: 'series_height',
        label: 'Series Height',
        description: 'Pixel height of each series',
        choices: [10, 25, 40, 50, 75, 100, 150, 200].map((h) => [h, String(h)] as const),
        isFreeForm: true,
        isRenderTrigger: true,
      },
      {
        type: 'SelectControl',
        name: 'horizon_color_scale',
        label: 'Value Domain',
        description:
          'series: treat each series independently; overall: all series use the same scale; change: show changes compared to the first data point in each series',
        choices: [
          ['series', 'series'],
          ['overall', 'overall'],
          ['change', 'change'],
        ],
        isRenderTrigger: true,
      },
    ],
  },
]);
