import { RadarChart as EchartsRadarChart } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CategoricalEchart } from '../_categorical/CategoricalEchart.tsx';
import type { RadarChartProps } from './transform-props.ts';

use([EchartsRadarChart, RadarComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Radar chart. */
export function RadarChart(props: RadarChartProps) {
  return <CategoricalEchart {...props} />;
}
