import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  colorSchemeControl,
  numberFormatControl,
  timeFormatControl,
} from '../../controls/format-controls.ts';
import {
  adhocFiltersControl,
  metricsControl,
  rowLimitControl,
} from '../../controls/query-controls.ts';
import { validateInteger, validateNonEmpty } from '../../controls/validators.ts';
import { chartTitleControls } from '../_timeseries/control-panel.ts';
import { X_TICKS_LAYOUTS } from '../_categorical/ticks.ts';
import { WHISKER_OPTIONS, boxPlotFormDataSchema } from './form-data.ts';

/** Controls of `box_plot`. */
export const boxPlotControlPanel = defineControlPanel(boxPlotFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'columns',
        label: 'Distribute across',
        description: 'Columns to calculate distribution across.',
        isMulti: true,
        validators: [validateNonEmpty],
        fillsWithTimeColumn: true,
      },
      { type: 'TimeGrainControl', name: 'time_grain_sqla', label: 'Time grain' },
      { type: 'ColumnSelectControl', name: 'groupby', label: 'Dimensions', isMulti: true },
      metricsControl,
      adhocFiltersControl,
      {
        type: 'SelectControl',
        name: 'series_limit',
        label: 'Series limit',
        isFreeForm: true,
        validators: [validateInteger],
      },
      { type: 'MetricControl', name: 'series_limit_metric', label: 'Sort by' },
      rowLimitControl,
      {
        type: 'SelectControl',
        name: 'whiskerOptions',
        label: 'Whisker/outlier options',
        choices: WHISKER_OPTIONS.map((o) => [o, o] as const),
        isFreeForm: true,
      },
    ],
  },
  { label: 'Chart Title', isExpanded: false, controls: chartTitleControls },
  {
    label: 'Chart Options',
    controls: [
      colorSchemeControl,
      {
        type: 'SelectControl',
        name: 'x_ticks_layout',
        label: 'X Tick Layout',
        choices: X_TICKS_LAYOUTS.map((o) => [o, o] as const),
        isRenderTrigger: true,
      },
      numberFormatControl('number_format'),
      timeFormatControl('date_format'),
    ],
  },
]);
