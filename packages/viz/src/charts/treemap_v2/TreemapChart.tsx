import { TreemapChart as EchartsTreemapChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CategoricalEchart } from '../_categorical/CategoricalEchart.tsx';
import type { TreemapChartProps } from './transform-props.ts';

use([EchartsTreemapChart, TooltipComponent, CanvasRenderer]);

/** Treemap. */
export function TreemapChart(props: TreemapChartProps) {
  return <CategoricalEchart {...props} />;
}
