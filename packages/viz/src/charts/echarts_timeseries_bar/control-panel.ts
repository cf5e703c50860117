import { defineControlPanel } from '../../controls/define-control-panel.ts';
import { stackAndValueControls, timeseriesSections } from '../_timeseries/control-panel.ts';
import { echartsTimeseriesBarFormDataSchema } from './form-data.ts';

/** Controls of `echarts_timeseries_bar`: orientation, stacking (optionally per dimension) and value labels. */
export const echartsTimeseriesBarControlPanel = defineControlPanel(
  echartsTimeseriesBarFormDataSchema,
  timeseriesSections([
    {
      type: 'RadioButtonControl',
      name: 'orientation',
      label: 'Bar orientation',
      choices: [
        ['vertical', 'Vertical'],
        ['horizontal', 'Horizontal'],
      ],
      isRenderTrigger: true,
    },
    ...stackAndValueControls,
    {
      type: 'SelectControl',
      name: 'stackDimension',
      label: 'Split stack by',
      description: 'Stack only the bars that share a value of this dimension.',
      isRenderTrigger: true,
      visibility: ({ formData }) =>
        formData.stack === 'Stack' &&
        Array.isArray(formData.groupby) &&
        formData.groupby.length > 0,
    },
  ]),
);
