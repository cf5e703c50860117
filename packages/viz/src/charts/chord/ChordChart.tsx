import { ChordChart as EchartsChordChart } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { ChordChartProps } from './transform-props.ts';

use([EchartsChordChart, GraphicComponent, TooltipComponent, CanvasRenderer]);

/** Chord diagram: arcs per member, ribbons per flow; hovering an arc fades the unrelated ribbons. */
export function ChordChart(props: ChordChartProps) {
  return <Echart option={props.option} width={props.width} height={props.height} />;
}
