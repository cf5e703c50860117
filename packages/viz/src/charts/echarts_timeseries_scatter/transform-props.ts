import type { ChartProps } from '../../contract.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import type { EchartsTimeseriesScatterFormData } from './form-data.ts';

/** The family transform with every series drawn as scatter points of `markerSize`. */
export function transformEchartsTimeseriesScatterProps(
  chartProps: ChartProps<EchartsTimeseriesScatterFormData>,
): TimeseriesChartProps {
  return transformTimeseriesProps(chartProps, { type: 'scatter' });
}
