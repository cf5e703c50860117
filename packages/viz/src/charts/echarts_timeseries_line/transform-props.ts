import type { ChartProps } from '../../contract.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import type { EchartsTimeseriesLineFormData } from './form-data.ts';

/** The family transform with every series drawn as a line (the saved `seriesType` is ignored), with area when set. */
export function transformEchartsTimeseriesLineProps(
  chartProps: ChartProps<EchartsTimeseriesLineFormData>,
): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, { type: 'line', area: chartProps.formData.area });
}
