import type { ChartProps } from '../../contract.ts';
import type { SeriesStyle } from '../_timeseries/series-options.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import type { EchartsAreaFormData } from './form-data.ts';

/** The line style of a saved `seriesType`: smooth, stepped (start / middle / end) or straight. */
export function lineStyleOf(seriesType: string): Pick<SeriesStyle, 'smooth' | 'step'> {
  if (seriesType === 'smooth') return { smooth: true };
  if (seriesType === 'start' || seriesType === 'middle' || seriesType === 'end')
    return { step: seriesType };
  return {};
}

/** The family transform with every series drawn as a filled line (area forced on). */
export function transformEchartsAreaProps(
  chartProps: ChartProps<EchartsAreaFormData>,
): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, {
    type: 'line',
    area: true,
    ...lineStyleOf(chartProps.formData.seriesType),
  });
}
