import type { EChartsOption } from 'echarts';
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { escapeHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel } from '../../query/labels.ts';
import { TILES_NOT_CONFIGURED, fillTileToken, fitViewport, tileGrid, toScreen, type MapTile } from '../_geo/web-mercator.ts';
import type { MapboxFormData } from './form-data.ts';

const METERS_PER_PIXEL_AT_ZOOM_0 = 156543.03392;
const METERS_PER_UNIT = { Pixels: 0, Miles: 1609.344, Kilometers: 1000 } as const;

/** A drawn point or cluster in chart px. */
export interface MapPoint {
  x: number;
  y: number;
  count: number;
  radius: number;
  /** The aggregated label metric, when there is one. */
  label?: number;
}

/** Props of MapboxChart. */
export interface MapboxChartProps {
  width: number;
  height: number;
  /** Why nothing can be drawn (no tiles configured, missing columns). */
  message?: string;
  tiles: MapTile[];
  points: MapPoint[];
  option: EChartsOption;
}

/** The tile URL template: `tile_url` (with `{token}` filled), else Mapbox raster tiles of `mapbox_style` when a token is set. */
export function tileUrlTemplate(fd: Pick<MapboxFormData, 'tile_url' | 'mapbox_api_key' | 'mapbox_style'>): string | undefined {
  const token = fd.mapbox_api_key?.trim();
  if (fd.tile_url?.trim()) return fillTileToken(fd.tile_url, token);
  const style = /^mapbox:\/\/styles\/([^/]+)\/([^/?]+)$/.exec(fd.mapbox_style);
  return style && token ? `https://api.mapbox.com/styles/v1/${style[1]}/${style[2]}/tiles/256/{z}/{x}/{y}?access_token=${encodeURIComponent(token)}` : undefined;
}

function aggregate(values: number[], fn: MapboxFormData['pandas_aggfunc']): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.length > 1 ? values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1) : 0;
  return { sum: mean * values.length, mean, min: Math.min(...values), max: Math.max(...values), std: Math.sqrt(variance), var: variance }[fn];
}

interface Projected {
  x: number;
  y: number;
  radius: number;
  label?: number;
}

/** Greedy grid clustering: points within `radius` px of a cluster's first point join it (0 disables clustering). */
export function clusterPoints(points: Projected[], radius: number, fn: MapboxFormData['pandas_aggfunc']): MapPoint[] {
  if (radius <= 0) return points.map((p) => ({ ...p, count: 1 }));
  const cells = new Map<string, Projected[][]>();
  const clusters: Projected[][] = [];
  for (const p of points) {
    const [cx, cy] = [Math.floor(p.x / radius), Math.floor(p.y / radius)];
    let home: Projected[] | undefined;
    for (let dx = -1; dx <= 1 && !home; dx++) {
      for (let dy = -1; dy <= 1 && !home; dy++) home = cells.get(`${cx + dx},${cy + dy}`)?.find((c) => Math.hypot(c[0].x - p.x, c[0].y - p.y) <= radius);
    }
    if (home) home.push(p);
    else {
      const cluster = [p];
      clusters.push(cluster);
      cells.set(`${cx},${cy}`, [...(cells.get(`${cx},${cy}`) ?? []), cluster]);
    }
  }
  return clusters.map((members) => {
    const labels = members.map((m) => m.label).filter((v): v is number => v !== undefined);
    const x = members.reduce((s, m) => s + m.x, 0) / members.length;
    const y = members.reduce((s, m) => s + m.y, 0) / members.length;
    const size = members.length === 1 ? members[0].radius : Math.min(radius / 2, 6 + 4 * Math.log2(members.length));
    return { x, y, count: members.length, radius: size, ...(labels.length ? { label: aggregate(labels, fn) } : {}) };
  });
}

const formatLabel = getNumberFormatter('.3~s');

/** Rows -> tiles around the fitted viewport and clustered points in chart px, or a message when tiles or columns are missing. */
export function transformMapboxProps(chartProps: ChartProps<MapboxFormData>): MapboxChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const empty = { width, height, tiles: [], points: [], option: {} };
  const template = tileUrlTemplate(fd);
  if (!template) return { ...empty, message: TILES_NOT_CONFIGURED };
  if (!fd.all_columns_x || !fd.all_columns_y) return { ...empty, message: '[Longitude] and [Latitude] must be set' };
  const [lngCol, latCol] = [getColumnLabel(fd.all_columns_x), getColumnLabel(fd.all_columns_y)];
  const labelCol = fd.mapbox_label[0];
  const radiusCol = fd.point_radius !== 'Auto' ? fd.point_radius : undefined;
  const groupby = fd.groupby.map(getColumnLabel);
  const groupError = !groupby.length
    ? labelCol === 'count' && "Must have a [Group By] column to have 'count' as the [Label]"
    : (labelCol && labelCol !== 'count' && !groupby.includes(labelCol) && 'Choice of [Label] must be present in [Group By]') ||
      (radiusCol && !groupby.includes(radiusCol) && 'Choice of [Point Radius] must be present in [Group By]') ||
      ((!groupby.includes(lngCol) || !groupby.includes(latCol)) && '[Longitude] and [Latitude] columns must be present in [Group By]');
  if (groupError) return { ...empty, message: groupError };
  const rows = (queriesData[0]?.data ?? []).filter((r) => Number.isFinite(Number(r[lngCol])) && Number.isFinite(Number(r[latCol])) && r[lngCol] !== null && r[latCol] !== null);
  const viewport = fitViewport(
    rows.map((r) => [Number(r[lngCol]), Number(r[latCol])]),
    width,
    height,
    { lng: fd.viewport_longitude, lat: fd.viewport_latitude, zoom: fd.viewport_zoom },
  );
  const screen = toScreen(viewport, width, height);
  const defaultRadius = fd.clustering_radius / 6 || 10;
  const projected = rows.map((r) => {
    const [x, y] = screen(Number(r[lngCol]), Number(r[latCol]));
    const raw = radiusCol ? Number(r[radiusCol]) : Number.NaN;
    const metersPerPixel = (METERS_PER_PIXEL_AT_ZOOM_0 * Math.cos((Number(r[latCol]) * Math.PI) / 180)) / 2 ** viewport.zoom;
    const radius = Number.isFinite(raw) ? (fd.point_radius_unit === 'Pixels' ? raw : (raw * METERS_PER_UNIT[fd.point_radius_unit]) / metersPerPixel) : defaultRadius;
    const label = labelCol && Number.isFinite(Number(r[labelCol])) && r[labelCol] !== null ? Number(r[labelCol]) : undefined;
    return { x, y, radius, ...(label !== undefined ? { label } : {}) };
  });
  const points = clusterPoints(projected, fd.clustering_radius, fd.pandas_aggfunc);

  const tiles = tileGrid(template, viewport, width, height);
  const option: EChartsOption = {
    grid: { left: 0, right: 0, top: 0, bottom: 0 },
    xAxis: { type: 'value', min: 0, max: width, show: false },
    yAxis: { type: 'value', min: 0, max: height, inverse: true, show: false },
    tooltip: {
      trigger: 'item',
      formatter: (params: unknown) => {
        const p = points[(params as { dataIndex: number }).dataIndex];
        const lines = [p.count > 1 ? `${p.count} points` : '1 point', ...(p.label !== undefined ? [`${labelCol}: ${formatLabel(p.label)}`] : [])];
        return lines.map((l) => `<div>${escapeHtml(l)}</div>`).join('');
      },
    },
    series: [
      {
        type: 'scatter',
        data: points.map((p) => ({ value: [p.x, p.y], symbolSize: 2 * p.radius })),
        itemStyle: { color: fd.mapbox_color, opacity: fd.global_opacity, shadowBlur: 8, shadowColor: fd.mapbox_color },
        label: {
          show: true,
          color: '#FFFFFF',
          formatter: (params: { dataIndex: number }) => {
            const p = points[params.dataIndex];
            return p.label !== undefined ? formatLabel(p.label) : p.count > 1 ? String(p.count) : '';
          },
        },
      },
    ],
  };
  return { width, height, tiles, points, option };
}
