import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { stackAndValueControls, timeseriesSections } from '../_timeseries/control-panel.ts';
import { STEP_TYPE_CHOICES } from '../_timeseries/series-type.ts';
import { echartsTimeseriesStepFormDataSchema } from './form-data.ts';

/** Controls of `echarts_timeseries_step`: step position, stacking and value labels, area and markers. */
export const echartsTimeseriesStepControlPanel = defineControlPanel(
  echartsTimeseriesStepFormDataSchema,
  timeseriesSections([
    {
      type: 'SelectControl',
      name: 'seriesType',
      label: 'Step type',
      choices: STEP_TYPE_CHOICES,
      isRenderTrigger: true,
    },
    ...stackAndValueControls,
    { type: 'CheckboxControl', name: 'area', label: 'Area Chart', isRenderTrigger: true },
    {
      type: 'SliderControl',
      name: 'opacity',
      label: 'Area chart opacity',
      min: 0,
      max: 1,
      step: 0.1,
      isRenderTrigger: true,
      visibility: ({ formData }) => formData.area === true,
    },
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
