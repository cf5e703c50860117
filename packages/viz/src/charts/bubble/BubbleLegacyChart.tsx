import { ScatterChart as EchartsScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { BubbleLegacyChartProps } from './transform-props.ts';

use([EchartsScatterChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The legacy nvd3 bubble chart, drawn with ECharts. */
export function BubbleLegacyChart(props: BubbleLegacyChartProps) {
  return <Echart option={props.option} width={props.width} height={props.height} />;
}
