import { ScatterChart as EchartsScatterChart } from 'echarts/charts';
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
  EchartsScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  ToolboxComponent,
  CanvasRenderer,
]);

/** Time-series scatter plot. */
export function ScatterChart(props: TimeseriesChartProps) {
  return <TimeseriesEchart {...props} />;
}
