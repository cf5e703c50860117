import {
  BarChart as EchartsBarChart,
  LineChart as EchartsLineChart,
  ScatterChart as EchartsScatterChart,
} from 'echarts/charts';
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
  EchartsBarChart,
  EchartsScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  ToolboxComponent,
  CanvasRenderer,
]);

/** Generic time-series chart (any series style). */
export function GenericChart(props: TimeseriesChartProps) {
  return <TimeseriesEchart {...props} />;
}
