import type { ChartProps } from '../../contract.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import type { EchartsTimeseriesBarFormData } from './form-data.ts';

/** The family transform with bar series; horizontal orientation swaps the axes. */
export function transformEchartsTimeseriesBarProps(
  chartProps: ChartProps<EchartsTimeseriesBarFormData>,
): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, { type: 'bar' });
}
