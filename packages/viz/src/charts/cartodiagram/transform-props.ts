import type { ChartProps, DataRecord } from '../../contract.ts';
import { rgbaString } from '../../echarts/colors.ts';
import { getColumnLabel } from '../../query/labels.ts';
import { TILES_NOT_CONFIGURED, fillTileToken, fitViewport, tileGrid, toScreen, type MapTile, type Viewport } from '../_geo/web-mercator.ts';
import type { CartodiagramFormData, ChartSize } from './form-data.ts';

/** One location: the rows of one geometry value, and where its chart's box sits in chart px. */
export interface ChartLocation {
  key: string;
  lng: number;
  lat: number;
  left: number;
  top: number;
  rows: DataRecord[];
}

/** Props of CartodiagramChart. */
export interface CartodiagramChartProps {
  width: number;
  height: number;
  /** Why nothing can be drawn (no tiles configured, no chart or geometry selected). */
  message?: string;
  tiles: MapTile[];
  locations: ChartLocation[];
  /** The embedded chart: its type and saved params. */
  chart?: { vizType: string; params: Record<string, unknown> };
  chartWidth: number;
  chartHeight: number;
  background: string;
  borderRadius: number;
  /** The first result item, whose `data` each location replaces with its own rows. */
  result?: ChartProps['queriesData'][number];
}

/** Size of the embedded charts at `zoom`: a saved per-zoom value, else fixed, linear or exponential in the zoom. */
export function chartSizeAt(size: ChartSize, zoom: number): { width: number; height: number } {
  const saved = size.values?.[String(zoom)];
  if (saved) return saved;
  const { configs } = size;
  const grow = (base: number) =>
    size.type === 'LINEAR' ? base + (configs.slope ?? 0) * (zoom - configs.zoom) : size.type === 'EXP' ? base * (configs.exponent ?? 1) ** (zoom - configs.zoom) : base;
  return { width: Math.max(10, Math.round(grow(configs.width))), height: Math.max(10, Math.round(grow(configs.height))) };
}

/** `[lng, lat]` of GeoJSON Point text (or an object), undefined for anything else. */
export function parsePoint(value: unknown): [number, number] | undefined {
  try {
    const geometry = (typeof value === 'string' ? JSON.parse(value) : value) as { type?: string; coordinates?: unknown[] } | null;
    const [lng, lat] = geometry?.type === 'Point' && Array.isArray(geometry.coordinates) ? geometry.coordinates.map(Number) : [];
    return Number.isFinite(lng) && Number.isFinite(lat) ? [lng, lat] : undefined;
  } catch {
    return undefined;
  }
}

/** The tile URL template: the first XYZ layer of `layer_configs`, else `tile_url`, with `{token}` filled from `tile_token`. */
export function cartodiagramTileTemplate(fd: Pick<CartodiagramFormData, 'layer_configs' | 'tile_url' | 'tile_token'>): string | undefined {
  const xyz = fd.layer_configs.find((layer) => layer.type === 'XYZ' && layer.url);
  return fillTileToken(xyz?.url ?? fd.tile_url, fd.tile_token);
}

/**
 * Rows of the delegated query -> one location per geometry value (GeoJSON Point text), placed on
 * XYZ tiles at the fitted or custom viewport, each to be drawn by the selected chart type.
 */
export function transformCartodiagramProps(chartProps: ChartProps<CartodiagramFormData>): CartodiagramChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const size0 = chartSizeAt(fd.chart_size, fd.chart_size.configs.zoom);
  const base = { width, height, tiles: [], locations: [], chartWidth: size0.width, chartHeight: size0.height, background: rgbaString(fd.chart_background_color), borderRadius: fd.chart_background_border_radius };
  const template = cartodiagramTileTemplate(fd);
  if (!template) return { ...base, message: TILES_NOT_CONFIGURED };
  if (!fd.selected_chart || !fd.geom_column) return { ...base, message: 'Select a chart and a geometry column to draw this map' };
  const geom = getColumnLabel(fd.geom_column);
  const groups = new Map<string, { point: [number, number]; rows: DataRecord[] }>();
  for (const row of queriesData[0]?.data ?? []) {
    const key = String(row[geom]);
    const point = groups.get(key)?.point ?? parsePoint(row[geom]);
    if (!point) continue;
    if (!groups.has(key)) groups.set(key, { point, rows: [] });
    groups.get(key)?.rows.push(row);
  }
  const points = [...groups.values()].map((g) => g.point);
  const view = fd.map_view;
  const viewport: Viewport =
    view.mode === 'CUSTOM'
      ? fitViewport([], width, height, { lng: view.lon ?? 0, lat: view.lat ?? 0, zoom: view.zoom ?? 1 })
      : fitViewport(points, width, height, { lng: 0, lat: 0, zoom: fd.chart_size.configs.zoom });
  const { width: chartWidth, height: chartHeight } = chartSizeAt(fd.chart_size, viewport.zoom);
  const screen = toScreen(viewport, width, height);
  const locations = [...groups.entries()].map(([key, { point, rows }]) => {
    const [x, y] = screen(point[0], point[1]);
    return { key, lng: point[0], lat: point[1], left: x - chartWidth / 2, top: y - chartHeight / 2, rows };
  });
  return {
    ...base,
    tiles: tileGrid(template, viewport, width, height),
    locations,
    chart: { vizType: fd.selected_chart.viz_type, params: fd.selected_chart.params },
    chartWidth,
    chartHeight,
    result: queriesData[0],
  };
}
