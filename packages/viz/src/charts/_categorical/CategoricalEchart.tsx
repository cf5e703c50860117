import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { Echart, type EchartEventHandlers, type EchartEventParams } from '../../echarts/Echart.tsx';
import type { CategoricalInteractions } from './interactions.ts';

/** Props of the family's component: the option plus item callbacks. */
export interface CategoricalChartProps extends CategoricalInteractions {
  width: number;
  height: number;
  option: EChartsOption;
}

/** The item key of an event: the data item's `id` (hierarchies), else its `name`, else the event's name. */
function itemName(params: EchartEventParams): string | undefined {
  const data = params.data as { id?: unknown; name?: unknown } | undefined;
  const key =
    data && typeof data === 'object'
      ? typeof data.id === 'string'
        ? data.id
        : data.name
      : undefined;
  const name = typeof key === 'string' ? key : params.name;
  return name || undefined;
}

/** An <Echart> forwarding clicks and right-clicks on items to the interaction callbacks. */
export function CategoricalEchart(props: CategoricalChartProps) {
  const { onItemClick, onContextMenu } = props;
  const handlers = useMemo<EchartEventHandlers>(
    () => ({
      click: (params) => {
        const name = itemName(params);
        if (name) onItemClick?.(name);
      },
      contextmenu: (params) => {
        const event = params.event?.event;
        const name = itemName(params);
        if (!onContextMenu || !event || !name) return;
        event.preventDefault?.();
        onContextMenu(event.clientX, event.clientY, name);
      },
    }),
    [onItemClick, onContextMenu],
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
