import { SunburstChart as EchartsSunburstChart } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CategoricalEchart } from '../_categorical/CategoricalEchart.tsx';
import type { SunburstChartProps } from './transform-props.ts';

use([EchartsSunburstChart, TooltipComponent, GraphicComponent, CanvasRenderer]);

/** Sunburst chart. */
export function SunburstChart(props: SunburstChartProps) {
  return <CategoricalEchart {...props} />;
}
