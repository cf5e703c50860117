import type { ChartProps } from '../../contract.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import type { EchartsTimeseriesSmoothFormData } from './form-data.ts';

/** The family transform with every series drawn as a smooth line. */
export function transformEchartsTimeseriesSmoothProps(
  chartProps: ChartProps<EchartsTimeseriesSmoothFormData>,
): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, { type: 'line', smooth: true });
}
