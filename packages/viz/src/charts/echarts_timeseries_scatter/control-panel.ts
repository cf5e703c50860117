import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { stackAndValueControls, timeseriesSections } from '../_timeseries/control-panel.ts';
import { echartsTimeseriesScatterFormDataSchema } from './form-data.ts';

/** Controls of `echarts_timeseries_scatter`: value labels / stacking and the marker size. */
export const echartsTimeseriesScatterControlPanel = defineControlPanel(
  echartsTimeseriesScatterFormDataSchema,
  timeseriesSections([
    ...stackAndValueControls,
    {
      type: 'SliderControl',
      name: 'markerSize',
      label: 'Marker Size',
      min: 0,
      max: 20,
      isRenderTrigger: true,
    },
  ]),
);
