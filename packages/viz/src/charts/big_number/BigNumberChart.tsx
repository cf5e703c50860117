import { LineChart as EchartsLineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { Echart, type EchartEventHandlers } from '../../echarts/Echart.tsx';
import { BigNumberView } from '../_kpi/BigNumberView.tsx';
import type { BigNumberChartProps } from './transform-props.ts';

use([EchartsLineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** The big number with its percent change and trend line. */
export function BigNumberChart(props: BigNumberChartProps) {
  const { onTrendContextMenu } = props;
  const handlers = useMemo<EchartEventHandlers>(
    () => ({
      contextmenu: (params) => {
        const event = params.event?.event;
        const point = params.data;
        if (!onTrendContextMenu || !event || !Array.isArray(point)) return;
        event.preventDefault?.();
        onTrendContextMenu(event.clientX, event.clientY, Number(point[0]));
      },
    }),
    [onTrendContextMenu],
  );
  const trendline = props.trendlineOption ? (
    <Echart
      option={props.trendlineOption}
      width={props.width}
      height={props.trendlineHeight}
      eventHandlers={handlers}
    />
  ) : undefined;
  return (
    <BigNumberView
      width={props.width}
      height={props.height}
      bigNumber={props.formattedBigNumber}
      headerFontSize={props.headerFontSize}
      subheader={props.subheader}
      subheaderFontSize={props.subheaderFontSize}
      subheaderTrend={props.subheaderTrend}
      subtitle={props.subtitle}
      subtitleFontSize={props.subtitleFontSize}
      metricName={props.metricName}
      metricNameFontSize={props.metricNameFontSize}
      timestamp={props.formattedTimestamp}
      trendline={trendline}
      onContextMenu={props.onContextMenu}
    />
  );
}
