import {
  BoxplotChart as EchartsBoxplotChart,
  ScatterChart as EchartsScatterChart,
} from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CategoricalEchart } from '../_categorical/CategoricalEchart.tsx';
import type { BoxPlotChartProps } from './transform-props.ts';

use([EchartsBoxplotChart, EchartsScatterChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** Box plot. */
export function BoxPlotChart(props: BoxPlotChartProps) {
  return <CategoricalEchart {...props} />;
}
