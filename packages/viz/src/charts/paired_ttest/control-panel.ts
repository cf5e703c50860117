import { defineControlPanel } from '../../controls/define-control-panel.ts';
import {
  adhocFiltersControl,
  groupbyControl,
  limitMetricControl,
  metricsControl,
  rowLimitControl,
  seriesLimitControl,
} from '../../controls/query-controls.ts';
import { validateInteger, validateNonEmpty, validateNumber } from '../../controls/validators.ts';
import { pairedTtestFormDataSchema } from './form-data.ts';

/** Controls of `paired_ttest`. */
export const pairedTtestControlPanel = defineControlPanel(pairedTtestFormDataSchema, [
  {
    label: 'Query',
    controls: [
      {
        type: 'ColumnSelectControl',
        name: 'granularity_sqla',
        label: 'Time column',
        validators: [validateNonEmpty],
      },
      { type: 'TimeGrainControl', name: 'time_grain_sqla', label: 'Time grain' },
      metricsControl,
      adhocFiltersControl,
      { ...groupbyControl, validators: [validateNonEmpty] },
      seriesLimitControl,
      limitMetricControl,
      { type: 'CheckboxControl', name: 'order_desc', label: 'Sort descending' },
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
    label: 'Parameters',
    controls: [
      {
        type: 'TextControl',
        name: 'significance_level',
        label: 'Significance Level',
        description: 'Threshold alpha level for determining significance',
        validators: [validateNumber],
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'pvalue_precision',
        label: 'p-value precision',
        description: 'Number of decimal places with which to display p-values',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
      {
        type: 'TextControl',
        name: 'liftvalue_precision',
        label: 'Lift percent precision',
        description: 'Number of decimal places with which to display lift values',
        validators: [validateInteger],
        isRenderTrigger: true,
      },
    ],
  },
]);
