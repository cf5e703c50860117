import { CustomChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { Echart, type EchartEventHandlers } from '../../echarts/Echart.tsx';
import type { GanttChartProps } from './transform-props.ts';

use([
  CustomChart,
  LineChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  DataZoomComponent,
  ToolboxComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Gantt chart: bars from start to end time per y-axis category; right-click drills to detail. */
export function GanttChart(props: GanttChartProps) {
  const { onContextMenu } = props;
  const handlers = useMemo<EchartEventHandlers>(
    () => ({
      contextmenu: (params) => {
        const event = params.event?.event;
        if (
          !onContextMenu ||
          !event ||
          params.seriesType !== 'custom' ||
          params.dataIndex === undefined
        )
          return;
        event.preventDefault?.();
        onContextMenu(
          event.clientX,
          event.clientY,
          String(params.seriesName ?? ''),
          params.dataIndex,
        );
      },
    }),
    [onContextMenu],
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
