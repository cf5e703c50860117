import { TreeChart as EchartsTreeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { TreeChartProps } from './transform-props.ts';

use([EchartsTreeChart, TooltipComponent, CanvasRenderer]);

/** Node-link tree (tooltip and roam only). */
export function TreeChart(props: TreeChartProps) {
  return <Echart option={props.option} width={props.width} height={props.height} />;
}
