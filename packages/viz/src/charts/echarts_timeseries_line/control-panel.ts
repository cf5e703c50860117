import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { stackAndValueControls, timeseriesSections } from '../_timeseries/control-panel.ts';
import { echartsTimeseriesLineFormDataSchema } from './form-data.ts';

/** Controls of `echarts_timeseries_line`: the generic chart's panel (its series type is drawn as a line). */
export const echartsTimeseriesLineControlPanel = defineControlPanel(
  echartsTimeseriesLineFormDataSchema,
  timeseriesSections([
    {
      type: 'SelectControl',
      name: 'seriesType',
      label: 'Series Style',
      choices: [
        ['line', 'Line'],
        ['scatter', 'Scatter'],
        ['smooth', 'Smooth Line'],
        ['bar', 'Bar'],
        ['start', 'Step - start'],
        ['middle', 'Step - middle'],
        ['end', 'Step - end'],
      ],
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
