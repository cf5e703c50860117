import { GraphChart as EchartsGraphChart, LinesChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { Echart, type EchartEventHandlers, type EchartEventParams } from '../../echarts/Echart.tsx';
import type { GraphChartProps, GraphElement } from './transform-props.ts';

use([
  EchartsGraphChart,
  LinesChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

function elementOf(
  params: EchartEventParams,
  itemAt: GraphChartProps['itemAt'],
): GraphElement | undefined {
  if (itemAt) {
    const item = itemAt(Number(params.seriesIndex ?? -1), params.dataIndex ?? -1);
    if (item?.dataType === 'edge')
      return { dataType: 'edge', source: item.source, target: item.target };
    return item && { dataType: 'node', name: item.name };
  }
  const data = params.data as { name?: unknown; source?: unknown; target?: unknown } | undefined;
  if (params.dataType === 'edge' && data)
    return { dataType: 'edge', source: String(data.source), target: String(data.target) };
  if (params.dataType === 'node' && data) return { dataType: 'node', name: String(data.name) };
  return undefined;
}

/** Network graph: node clicks cross-filter, right-clicks open the drill menu. */
export function GraphChart(props: GraphChartProps) {
  const { onNodeClick, onContextMenu, onLegendStateChanged, itemAt } = props;
  const handlers = useMemo<EchartEventHandlers>(() => {
    const legend = (params: EchartEventParams) => {
      if (params.selected) onLegendStateChanged?.(params.selected);
    };
    return {
      legendselectchanged: legend,
      legendselectall: legend,
      legendinverseselect: legend,
      click: (params) => {
        const element = elementOf(params, itemAt);
        if (element?.dataType === 'node') onNodeClick?.(element.name);
      },
      contextmenu: (params) => {
        const event = params.event?.event;
        const element = elementOf(params, itemAt);
        if (!onContextMenu || !event || !element) return;
        event.preventDefault?.();
        onContextMenu(event.clientX, event.clientY, element);
      },
    };
  }, [onNodeClick, onContextMenu, onLegendStateChanged, itemAt]);
  return (
    <Echart
      option={props.option}
      width={props.width}
      height={props.height}
      eventHandlers={handlers}
    />
  );
}
