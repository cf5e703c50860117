import { BarChart as EchartsBarChart, ScatterChart as EchartsScatterChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { BulletChartProps } from './transform-props.ts';

use([
  EchartsBarChart,
  EchartsScatterChart,
  GridComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Bullet chart: a measure over qualitative ranges, with markers and marker lines. */
export function BulletChart(props: BulletChartProps) {
  return <Echart option={props.option} width={props.width} height={props.height} />;
}
