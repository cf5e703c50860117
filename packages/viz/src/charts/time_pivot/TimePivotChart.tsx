import { LineChart as EchartsLineChart, LinesChart } from 'echarts/charts';
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
  LinesChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  ToolboxComponent,
  CanvasRenderer,
]);

/** Time-series period pivot: one line per period, overlaid on the newest. */
export function TimePivotChart(props: TimeseriesChartProps) {
  return <TimeseriesEchart {...props} />;
}
