import { LinesChart, RadarChart as EchartsRadarChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { Echart, type EchartEventHandlers, type EchartEventParams } from '../../echarts/Echart.tsx';
import { CategoricalEchart } from '../_categorical/CategoricalEchart.tsx';
import type { RadarChartProps } from './transform-props.ts';

use([
  EchartsRadarChart,
  LinesChart,
  RadarComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Radar chart; a big one names the outlines drawn as `lines` items through `nameOf`. */
export function RadarChart(props: RadarChartProps) {
  const { nameOf, onItemClick, onContextMenu } = props;
  const handlers = useMemo<EchartEventHandlers>(() => {
    const named = (params: EchartEventParams) =>
      nameOf?.(Number(params.seriesIndex ?? -1), params.dataIndex ?? -1);
    return {
      click: (params) => {
        const name = named(params);
        if (name) onItemClick?.(name);
      },
      contextmenu: (params) => {
        const event = params.event?.event;
        const name = named(params);
        if (!onContextMenu || !event || !name) return;
        event.preventDefault?.();
        onContextMenu(event.clientX, event.clientY, name);
      },
    };
  }, [nameOf, onItemClick, onContextMenu]);
  if (!nameOf) return <CategoricalEchart {...props} />;
  return (
    <Echart
      option={props.option}
      width={props.width}
      height={props.height}
      eventHandlers={handlers}
    />
  );
}
