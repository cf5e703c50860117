import { ScatterChart as EchartsScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { BubbleChartProps } from './transform-props.ts';

use([EchartsScatterChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Bubble chart: entities placed by two metrics and sized by a third. */
export function BubbleChart(props: BubbleChartProps) {
  return <Echart option={props.option} width={props.width} height={props.height} />;
}
