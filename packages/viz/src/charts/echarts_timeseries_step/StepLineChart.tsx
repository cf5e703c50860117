import { LineChart as EchartsLineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { TimeseriesEchart } from '../_timeseries/TimeseriesEchart.tsx';
import type { TimeseriesChartProps } from '../_timeseries/transform-props.ts';

use([
  EchartsLineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  ToolboxComponent,
  CanvasRenderer,
]);

/** Stepped line chart. */
export function StepLineChart(props: TimeseriesChartProps) {
  return <TimeseriesEchart {...props} />;
}
