import { SankeyChart as EchartsSankeyChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { SankeyChartProps } from './transform-props.ts';

use([EchartsSankeyChart, TooltipComponent, CanvasRenderer]);

/** Sankey chart (tooltip only, no dashboard interactions). */
export function SankeyChart(props: SankeyChartProps) {
  return <Echart option={props.option} width={props.width} height={props.height} />;
}
