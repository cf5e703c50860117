import { ChordChart as EchartsChordChart, CustomChart, LinesChart } from 'echarts/charts';
import { GraphicComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { ChordChartProps } from './transform-props.ts';

use([
  EchartsChordChart,
  CustomChart,
  LinesChart,
  GraphicComponent,
  GridComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Chord diagram: arcs per member, ribbons per flow; hovering an arc fades the unrelated ribbons. */
export function ChordChart(props: ChordChartProps) {
  return <Echart option={props.option} width={props.width} height={props.height} />;
}
