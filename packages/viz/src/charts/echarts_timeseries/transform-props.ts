import type { ChartProps } from '../../contract.ts';
import { seriesStyleOf } from '../_timeseries/series-type.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import type { EchartsTimeseriesFormData } from './form-data.ts';

/** The family transform with the saved `seriesType` (line, smooth, step, bar or scatter) and area. */
export function transformEchartsTimeseriesProps(
  chartProps: ChartProps<EchartsTimeseriesFormData>,
): TimeseriesChartProps {
  const { seriesType, area } = chartProps.formData;
  return transformTimeseriesProps(chartProps, seriesStyleOf(seriesType, area));
}
