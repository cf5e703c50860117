import { CustomChart, BarChart as EchartsBarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { Echart, type EchartEventHandlers } from '../../echarts/Echart.tsx';
import type { HistogramChartProps } from './transform-props.ts';

use([
  EchartsBarChart,
  CustomChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Histogram: legend changes are reported; no cross-filter or drill. */
export function HistogramChart(props: HistogramChartProps) {
  const { onLegendStateChanged } = props;
  const handlers = useMemo<EchartEventHandlers>(() => {
    const legend = (params: { selected?: Record<string, boolean> }) => {
      if (params.selected) onLegendStateChanged?.(params.selected);
    };
    return { legendselectchanged: legend, legendselectall: legend, legendinverseselect: legend };
  }, [onLegendStateChanged]);
  return (
    <Echart
      option={props.option}
      width={props.width}
      height={props.height}
      eventHandlers={handlers}
    />
  );
}
