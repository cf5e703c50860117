import type { ControlSpec } from '../../contract.ts';
import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { stackAndValueControls, timeseriesSections } from '../_timeseries/control-panel.ts';
import { echartsAreaFormDataSchema } from './form-data.ts';

// The area chart's stack select also offers Expand (each x position normalised to 100%).
const areaStackControls: ControlSpec[] = stackAndValueControls.map((c) =>
  c.name === 'stack'
    ? {
        ...c,
        choices: [
          [null, 'None'],
          ['Stack', 'Stack'],
          ['Stream', 'Stream'],
          ['Expand', 'Expand'],
        ],
      }
    : c,
);

/** Controls of `echarts_area`: line style, opacity, stacking with Expand, extra controls and markers. */
export const echartsAreaControlPanel = defineControlPanel(
  echartsAreaFormDataSchema,
  timeseriesSections([
    {
      type: 'SelectControl',
      name: 'seriesType',
      label: 'Series Style',
      choices: [
        ['line', 'Line'],
        ['smooth', 'Smooth Line'],
        ['start', 'Step - start'],
        ['middle', 'Step - middle'],
        ['end', 'Step - end'],
      ],
      isRenderTrigger: true,
    },
    {
      type: 'SliderControl',
      name: 'opacity',
      label: 'Area chart opacity',
      min: 0,
      max: 1,
      step: 0.1,
      isRenderTrigger: true,
    },
    ...areaStackControls,
    {
      type: 'CheckboxControl',
      name: 'show_extra_controls',
      label: 'Extra Controls',
      description: 'Show a stack-mode toggle above the chart.',
      isRenderTrigger: true,
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
