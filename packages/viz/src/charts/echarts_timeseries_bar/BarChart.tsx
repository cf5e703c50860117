import { BarChart as EchartsBarChart } from 'echarts/charts';
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
  EchartsBarChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  ToolboxComponent,
  CanvasRenderer,
]);

/** Bar chart. */
export function BarChart(props: TimeseriesChartProps) {
  return <TimeseriesEchart {...props} />;
}
