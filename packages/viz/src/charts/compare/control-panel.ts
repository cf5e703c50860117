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
import {
  legacyAnalyticsControls,
  legacyTimeControls,
  nvd3LineOptionControls,
  nvd3XAxisControls,
  nvd3YAxisControls,
} from '../_nvd3/legacy-controls.ts';
import { compareFormDataSchema } from './form-data.ts';

/** Controls of `compare` (the saved nvd3 keys). */
export const compareControlPanel = defineControlPanel(compareFormDataSchema, [
  { label: 'Time', controls: legacyTimeControls },
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
  { label: 'Chart Options', controls: nvd3LineOptionControls },
  { label: 'X Axis', controls: nvd3XAxisControls },
  { label: 'Y Axis', controls: nvd3YAxisControls },
  { label: 'Advanced Analytics', isExpanded: false, controls: legacyAnalyticsControls },
  {
    label: 'Annotations and Layers',
    isExpanded: false,
    controls: [
      { type: 'AnnotationLayerControl', name: 'annotation_layers', label: 'Annotation layers' },
    ],
  },
]);
