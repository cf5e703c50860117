import { FunnelChart as EchartsFunnelChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CategoricalEchart } from '../_categorical/CategoricalEchart.tsx';
import type { FunnelChartProps } from './transform-props.ts';

use([EchartsFunnelChart, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Funnel chart. */
export function FunnelChart(props: FunnelChartProps) {
  return <CategoricalEchart {...props} />;
}
