import type { ChartProps } from '../../contract.ts';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
} from '../_timeseries/transform-props.ts';
import type { EchartsTimeseriesStepFormData } from './form-data.ts';

const STEPS = ['start', 'middle', 'end'] as const;

/** The family transform with stepped lines (step at the saved `seriesType`, `start` when unknown), with area when set. */
export function transformEchartsTimeseriesStepProps(
  chartProps: ChartProps<EchartsTimeseriesStepFormData>,
): TimeseriesChartProps {
  const { seriesType, area } = chartProps.formData;
  const step = STEPS.find((s) => s === seriesType) ?? 'start';
  return transformTimeseriesProps(chartProps, { type: 'line', step, area });
}
