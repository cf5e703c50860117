import { useMemo } from 'react';
import type { DataRecordValue } from '../../contract.ts';
import { Echart, type EchartEventHandlers } from '../../echarts/Echart.tsx';
import type { TimeseriesChartProps } from './transform-props.ts';

/**
 * The family's component: the option from transformProps on an <Echart>, with clicks,
 * right-clicks and legend changes forwarded to the interaction callbacks. Members register their
 * ECharts modules with `use([...])` and render this.
 */
export function TimeseriesEchart(props: TimeseriesChartProps) {
  const { onSeriesClick, onContextMenu, onLegendStateChanged, isHorizontal } = props;
  const handlers = useMemo<EchartEventHandlers>(() => {
    const legend = (params: { selected?: Record<string, boolean> }) => {
      if (params.selected) onLegendStateChanged?.(params.selected);
    };
    return {
      click: (params) => {
        if (params.seriesName) onSeriesClick?.(params.seriesName);
      },
      contextmenu: (params) => {
        const event = params.event?.event;
        if (!onContextMenu || !event || !params.seriesName) return;
        event.preventDefault?.();
        const point = Array.isArray(params.data) ? (params.data as DataRecordValue[]) : [];
        onContextMenu(
          event.clientX,
          event.clientY,
          params.seriesName,
          (isHorizontal ? point[1] : point[0]) ?? null,
        );
      },
      legendselectchanged: legend,
      legendselectall: legend,
      legendinverseselect: legend,
    };
  }, [onSeriesClick, onContextMenu, onLegendStateChanged, isHorizontal]);
  return (
    <Echart
      option={props.option}
      width={props.width}
      height={props.height}
      eventHandlers={handlers}
    />
  );
}
