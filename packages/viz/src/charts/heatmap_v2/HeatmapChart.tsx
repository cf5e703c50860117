import { HeatmapChart as EchartsHeatmapChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { HeatmapChartProps } from './transform-props.ts';

use([EchartsHeatmapChart, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

/** Heatmap (tooltip only, no interactions). */
export function HeatmapChart(props: HeatmapChartProps) {
  return <Echart option={props.option} width={props.width} height={props.height} />;
}
