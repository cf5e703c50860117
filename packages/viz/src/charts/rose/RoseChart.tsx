import { BarChart } from 'echarts/charts';
import { LegendComponent, PolarComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo, useState } from 'react';
import { Echart, type EchartEventHandlers } from '../../echarts/Echart.tsx';
import type { RoseChartProps } from './transform-props.ts';

use([BarChart, PolarComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Nightingale rose: stacked polar bars, one equal-angle sector per time slice; clicking a slice expands it to the full circle. */
export function RoseChart(props: RoseChartProps) {
  const { optionFor, nextExpanded } = props;
  const [expanded, setExpanded] = useState<number | undefined>(undefined);
  const option = useMemo(() => optionFor(expanded), [optionFor, expanded]);
  const handlers = useMemo<EchartEventHandlers>(
    () => ({
      click: (params) => {
        const index = params.dataIndex;
        if (index !== undefined)
          setExpanded((current) => nextExpanded(current, current === undefined ? index : current));
      },
    }),
    [nextExpanded],
  );
  return (
    <Echart option={option} width={props.width} height={props.height} eventHandlers={handlers} />
  );
}
