import { PieChart as EchartsPieChart } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { Echart, type EchartEventHandlers } from '../../echarts/Echart.tsx';
import type { PieChartProps } from './transform-props.ts';

use([EchartsPieChart, LegendComponent, TooltipComponent, GraphicComponent, CanvasRenderer]);

/** Pie, donut or Nightingale rose chart. */
export function PieChart(props: PieChartProps) {
  const { onSliceClick, onContextMenu } = props;
  const handlers = useMemo<EchartEventHandlers>(
    () => ({
      click: (params) => {
        if (params.name) onSliceClick?.(params.name);
      },
      contextmenu: (params) => {
        const event = params.event?.event;
        if (!onContextMenu || !event || !params.name) return;
        event.preventDefault?.();
        onContextMenu(event.clientX, event.clientY, params.name);
      },
    }),
    [onSliceClick, onContextMenu],
  );
  return (
    <Echart
      option={props.option}
      width={props.width}
      height={props.height}
      eventHandlers={handlers}
    />
  );
}
