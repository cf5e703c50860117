// Pure parts of the mapbox chart: rows -> geographic points and the first view; point radii in px
// per unit, latitude and zoom; clustering in world px at one zoom level; the viewport values written
// back to the explore controls. No DOM, no Leaflet (MapboxChart.tsx draws with it).
import { getNumberFormatter } from '@sightline/core';
import type { ChartProps } from '../../contract.ts';
import { getColumnLabel } from '../../query/labels.ts';
import {
  TILES_NOT_CONFIGURED,
  fillTileToken,
  fitViewport,
  project,
  unproject,
  type MapView,
} from '../_geo/web-mercator.ts';
import type { MapboxFormData } from './form-data.ts';

const METERS_PER_PIXEL_AT_ZOOM_0 = 156543.03392;
const METERS_PER_UNIT = { Pixels: 0, Miles: 1609.344, Kilometers: 1000 } as const;

/** One data point: its position and, when set, its radius value (in `point_radius_unit`) and label metric. */
export interface GeoPoint {
  lng: number;
  lat: number;
  radius?: number;
  label?: number;
}

/** A drawn point or cluster: world px at the zoom it was laid out for. */
export interface MapPoint {
  x: number;
  y: number;
  count: number;
  radius: number;
  /** The aggregated label metric, when there is one. */
  label?: number;
}

/** What the layout of points needs from the form data. */
export interface PointSettings {
  clusteringRadius: number;
  aggregator: MapboxFormData['pandas_aggfunc'];
  radiusUnit: MapboxFormData['point_radius_unit'];
}

/** A centre in degrees and a zoom level. */
/** A radius value in px: as is for Pixels, converted from miles or km at the latitude and zoom, else the fallback. */
export function pointRadiusPx(
  value: number | undefined,
  unit: PointSettings['radiusUnit'],
  lat: number,
  zoom: number,
  fallback: number,
): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  if (unit === 'Pixels') return value;
  const metersPerPixel = (METERS_PER_PIXEL_AT_ZOOM_0 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
  return (value * METERS_PER_UNIT[unit]) / metersPerPixel;
}

function aggregate(values: number[], fn: PointSettings['aggregator']): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance =
    values.length > 1 ? values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1) : 0;
  return {
    sum: mean * values.length,
    mean,
    min: Math.min(...values),
    max: Math.max(...values),
    std: Math.sqrt(variance),
    var: variance,
  }[fn];
}

interface Projected {
  x: number;
  y: number;
  radius: number;
  label?: number;
}

/** Greedy grid clustering: points within `radius` px of a cluster's first point join it (0 disables clustering). */
export function clusterPoints(
  points: Projected[],
  radius: number,
  fn: PointSettings['aggregator'],
): MapPoint[] {
  if (radius <= 0) return points.map((p) => ({ ...p, count: 1 }));
  const cells = new Map<string, Projected[][]>();
  const clusters: Projected[][] = [];
  for (const p of points) {
    const [cx, cy] = [Math.floor(p.x / radius), Math.floor(p.y / radius)];
    let home: Projected[] | undefined;
    for (let dx = -1; dx <= 1 && !home; dx++) {
      for (let dy = -1; dy <= 1 && !home; dy++)
        home = cells
          .get(`${cx + dx},${cy + dy}`)
          ?.find((c) => Math.hypot(c[0].x - p.x, c[0].y - p.y) <= radius);
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
    const size =
      members.length === 1
        ? members[0].radius
        : Math.min(radius / 2, 6 + 4 * Math.log2(members.length));
    return {
      x,
      y,
      count: members.length,
      radius: size,
      ...(labels.length ? { label: aggregate(labels, fn) } : {}),
    };
  });
}

/** The points and clusters drawn at an integer `zoom`, in world px of that zoom (pan does not change them). */
export function layoutPoints(
  points: readonly GeoPoint[],
  zoom: number,
  settings: PointSettings,
): MapPoint[] {
  const fallback = settings.clusteringRadius / 6 || 10;
  const projected = points.map((p) => {
    const [x, y] = project(p.lng, p.lat, zoom);
    const radius = pointRadiusPx(p.radius, settings.radiusUnit, p.lat, zoom, fallback);
    return { x, y, radius, ...(p.label !== undefined ? { label: p.label } : {}) };
  });
  return clusterPoints(projected, settings.clusteringRadius, settings.aggregator);
}

const formatLabel = getNumberFormatter('.3~s');

/** The text drawn inside a point: its label metric, else the size of a cluster, else nothing. */
export function pointText(p: MapPoint): string {
  return p.label !== undefined ? formatLabel(p.label) : p.count > 1 ? String(p.count) : '';
}

/** The hover lines of a point or cluster. */
export function pointTooltipLines(p: MapPoint, labelName: string | undefined): string[] {
  return [
    p.count > 1 ? `${p.count} points` : '1 point',
    ...(p.label !== undefined && labelName ? [`${labelName}: ${formatLabel(p.label)}`] : []),
  ];
}

/** The index of the topmost point whose circle holds world px (x, y), or -1. */
export function pointAt(points: readonly MapPoint[], x: number, y: number): number {
  for (let i = points.length - 1; i >= 0; i--)
    if (Math.hypot(points[i].x - x, points[i].y - y) <= Math.max(points[i].radius, 4)) return i;
  return -1;
}

/** The `viewport_*` control values of a map view (degrees rounded to 6 decimals, about 10 cm). */
export function viewportControlValues(view: MapView): {
  viewport_longitude: number;
  viewport_latitude: number;
  viewport_zoom: number;
} {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    viewport_longitude: round(view.lng),
    viewport_latitude: round(view.lat),
    viewport_zoom: view.zoom,
  };
}

/** Props of MapboxChart: what the Leaflet map draws, and where its viewport goes when the user moves it. */
export interface MapboxChartProps extends PointSettings {
  width: number;
  height: number;
  /** Why nothing can be drawn (no tiles configured, missing columns). */
  message?: string;
  /** The XYZ tile URL template ({z}/{x}/{y}) of the base map. */
  tileUrl?: string;
  /** The first view: fitted to the points, else the saved `viewport_*`. */
  view: MapView;
  points: GeoPoint[];
  /** The label column, named in the hover text. */
  labelName?: string;
  color: string;
  opacity: number;
  /** Redraw the points while the map is dragged (else once it stops). */
  renderWhileDragging: boolean;
  /** Writes a moved view back to the `viewport_*` controls (explore only). */
  onViewportChange?: (view: MapView) => void;
}

/** The tile URL template: `tile_url` (with `{token}` filled), else Mapbox raster tiles of `mapbox_style` when a token is set. */
export function tileUrlTemplate(
  fd: Pick<MapboxFormData, 'tile_url' | 'mapbox_api_key' | 'mapbox_style'>,
): string | undefined {
  const token = fd.mapbox_api_key?.trim();
  if (fd.tile_url?.trim()) return fillTileToken(fd.tile_url, token);
  const style = /^mapbox:\/\/styles\/([^/]+)\/([^/?]+)$/.exec(fd.mapbox_style);
  return style && token
    ? `https://api.mapbox.com/styles/v1/${style[1]}/${style[2]}/tiles/256/{z}/{x}/{y}?access_token=${encodeURIComponent(token)}`
    : undefined;
}

/** The legacy chart's group-by rules (docs/chart-types.md §4.K), or undefined when the columns fit. */
function groupByError(fd: MapboxFormData, lngCol: string, latCol: string): string | undefined {
  const labelCol = fd.mapbox_label[0];
  const radiusCol = fd.point_radius !== 'Auto' ? fd.point_radius : undefined;
  const groupby = fd.groupby.map(getColumnLabel);
  if (!groupby.length)
    return labelCol === 'count'
      ? "Must have a [Group By] column to have 'count' as the [Label]"
      : undefined;
  if (labelCol && labelCol !== 'count' && !groupby.includes(labelCol))
    return 'Choice of [Label] must be present in [Group By]';
  if (radiusCol && !groupby.includes(radiusCol))
    return 'Choice of [Point Radius] must be present in [Group By]';
  if (!groupby.includes(lngCol) || !groupby.includes(latCol))
    return '[Longitude] and [Latitude] columns must be present in [Group By]';
  return undefined;
}

const finite = (value: unknown): number | undefined =>
  value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;

/** Rows -> geographic points, the first view and the drawing settings, or a message when tiles or columns are missing. */
export function transformMapboxProps(chartProps: ChartProps<MapboxFormData>): MapboxChartProps {
  const { formData: fd, queriesData, width, height, hooks } = chartProps;
  const settings: PointSettings = {
    clusteringRadius: fd.clustering_radius,
    aggregator: fd.pandas_aggfunc,
    radiusUnit: fd.point_radius_unit,
  };
  const base = {
    ...settings,
    width,
    height,
    view: { lng: fd.viewport_longitude, lat: fd.viewport_latitude, zoom: fd.viewport_zoom },
    points: [],
    color: fd.mapbox_color,
    opacity: fd.global_opacity,
    renderWhileDragging: fd.render_while_dragging,
  };
  const tileUrl = tileUrlTemplate(fd);
  if (!tileUrl) return { ...base, message: TILES_NOT_CONFIGURED };
  if (!fd.all_columns_x || !fd.all_columns_y)
    return { ...base, message: '[Longitude] and [Latitude] must be set' };
  const [lngCol, latCol] = [getColumnLabel(fd.all_columns_x), getColumnLabel(fd.all_columns_y)];
  const message = groupByError(fd, lngCol, latCol);
  if (message) return { ...base, message };

  const labelCol = fd.mapbox_label[0];
  const radiusCol = fd.point_radius !== 'Auto' ? fd.point_radius : undefined;
  const points: GeoPoint[] = [];
  for (const row of queriesData[0]?.data ?? []) {
    const [lng, lat] = [finite(row[lngCol]), finite(row[latCol])];
    if (lng === undefined || lat === undefined) continue;
    const radius = radiusCol ? finite(row[radiusCol]) : undefined;
    const label = labelCol ? finite(row[labelCol]) : undefined;
    points.push({
      lng,
      lat,
      ...(radius !== undefined ? { radius } : {}),
      ...(label !== undefined ? { label } : {}),
    });
  }
  const fitted = fitViewport(
    points.map((p) => [p.lng, p.lat]),
    width,
    height,
    base.view,
  );
  const [lng, lat] = unproject(fitted.center[0], fitted.center[1], 0);
  const setControlValue = hooks?.setControlValue;
  return {
    ...base,
    tileUrl,
    view: { lng, lat, zoom: fitted.zoom },
    points,
    ...(labelCol ? { labelName: labelCol } : {}),
    ...(setControlValue
      ? {
          onViewportChange: (view: MapView) => {
            for (const [name, value] of Object.entries(viewportControlValues(view)))
              setControlValue(name, value);
          },
        }
      : {}),
  };
}
