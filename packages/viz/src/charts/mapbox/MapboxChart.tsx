import { ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { Echart } from '../../echarts/Echart.tsx';
import type { MapboxChartProps } from './transform-props.ts';

use([ScatterChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** Raster tiles of the configured service with the (clustered) points drawn over them, or why it cannot be drawn. */
export function MapboxChart(props: MapboxChartProps) {
  if (props.message) {
    return (
      <div role="alert" style={{ width: props.width, height: props.height, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center', padding: 16, boxSizing: 'border-box' }}>
        {props.message}
      </div>
    );
  }
  return (
    <div style={{ position: 'relative', width: props.width, height: props.height, overflow: 'hidden', background: '#F2EFE9' }}>
      {props.tiles.map((tile) => (
        <img key={`${tile.left},${tile.top}`} src={tile.url} alt="" width={256} height={256} draggable={false} style={{ position: 'absolute', left: tile.left, top: tile.top }} />
      ))}
      <Echart option={props.option} width={props.width} height={props.height} style={{ position: 'absolute', left: 0, top: 0 }} />
    </div>
  );
}
