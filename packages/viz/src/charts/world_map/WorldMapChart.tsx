import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { registerMap, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { Echart, type EchartEventHandlers } from '../../echarts/Echart.tsx';
import { countryCentroids, worldGeoJson } from '../_geo/world-geometry.ts';
import { WORLD_MAP_NAME, placeBubbles, type WorldMapChartProps } from './transform-props.ts';

use([MapChart, ScatterChart, GeoComponent, TooltipComponent, CanvasRenderer]);

let centroids: Record<string, [number, number]> | undefined;

/** Registers the world geometry with ECharts once, returning the country centroids for bubbles. */
function ensureWorldMap(): Record<string, [number, number]> {
  if (!centroids) {
    registerMap(WORLD_MAP_NAME, worldGeoJson() as unknown as Parameters<typeof registerMap>[1]);
    centroids = countryCentroids();
  }
  return centroids;
}

/** World choropleth with optional bubbles; click cross-filters, right-click opens the drill menu. */
export function WorldMapChart(props: WorldMapChartProps) {
  const { onRegionClick, onContextMenu } = props;
  const option = useMemo(() => placeBubbles(props.option, ensureWorldMap()), [props.option]);
  const handlers = useMemo<EchartEventHandlers>(
    () => ({
      click: (params) => {
        if (params.name) onRegionClick?.(params.name);
      },
      contextmenu: (params) => {
        const event = params.event?.event;
        if (!onContextMenu || !event || !params.name) return;
        event.preventDefault?.();
        onContextMenu(event.clientX, event.clientY, params.name);
      },
    }),
    [onRegionClick, onContextMenu],
  );
  return (
    <Echart option={option} width={props.width} height={props.height} eventHandlers={handlers} />
  );
}
