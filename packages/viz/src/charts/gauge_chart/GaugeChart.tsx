import { GaugeChart as EchartsGaugeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CategoricalEchart } from '../_categorical/CategoricalEchart.tsx';
import type { GaugeChartProps } from './transform-props.ts';

use([EchartsGaugeChart, TooltipComponent, CanvasRenderer]);

/** Gauge chart. */
export function GaugeChart(props: GaugeChartProps) {
  return <CategoricalEchart {...props} />;
}
