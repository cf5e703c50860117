import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { stackAndValueControls, timeseriesSections } from '../_timeseries/control-panel.ts';
import { echartsTimeseriesSmoothFormDataSchema } from './form-data.ts';

/** Controls of `echarts_timeseries_smooth`: value labels (no stacking) and markers. */
export const echartsTimeseriesSmoothControlPanel = defineControlPanel(
  echartsTimeseriesSmoothFormDataSchema,
  timeseriesSections([
    ...stackAndValueControls.filter((c) => c.name === 'show_value' || c.name === 'only_total'),
    { type: 'CheckboxControl', name: 'markerEnabled', label: 'Marker', isRenderTrigger: true },
    {
      type: 'SliderControl',
      name: 'markerSize',
      label: 'Marker Size',
      min: 0,
      max: 20,
      isRenderTrigger: true,
      visibility: ({ formData }) => formData.markerEnabled === true,
    },
  ]),
);
