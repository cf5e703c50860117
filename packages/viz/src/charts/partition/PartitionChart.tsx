import { CustomChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo, useState } from 'react';
import { Echart, type EchartEventHandlers } from '../../echarts/Echart.tsx';
import type { PartitionChartProps } from './transform-props.ts';

use([CustomChart, TooltipComponent, CanvasRenderer]);

/** Icicle: clicking a node zooms so it fills the height; clicking a leaf or the focused node zooms out. */
export function PartitionChart(props: PartitionChartProps) {
  const { optionFor, nextFocus } = props;
  const [focus, setFocus] = useState<string | undefined>(undefined);
  const option = useMemo(() => optionFor(focus), [optionFor, focus]);
  const handlers = useMemo<EchartEventHandlers>(
    () => ({
      click: (params) => {
        if (params.name) setFocus((current) => nextFocus(current, String(params.name)));
      },
    }),
    [nextFocus],
  );
  return (
    <Echart option={option} width={props.width} height={props.height} eventHandlers={handlers} />
  );
}
