// Pure parts of the cartodiagram: rows -> locations; saved layer configs -> Leaflet layer specs; the
// WFS GetFeature URL of a view; GeoStyler styles -> Leaflet path options; the map view read from and
// written back to `map_view`. No DOM, no Leaflet (CartodiagramChart.tsx draws with it).
import type { ChartProps, DataRecord } from '../../contract.ts';
import { rgbaString } from '../../echarts/colors.ts';
import { getColumnLabel } from '../../query/labels.ts';
import {
  TILES_NOT_CONFIGURED,
  fillTileToken,
  fitViewport,
  unproject,
  type MapView,
} from '../_geo/web-mercator.ts';
// The inverse projection is the mapbox chart's; both tile maps share its view type.
import type { CartodiagramFormData, ChartSize, LayerConfig, MapViewConfig } from './form-data.ts';

export type { MapView };

/** Leaflet path options (a subset of L.PathOptions plus the circle radius of points). */
export interface PathStyle {
  color?: string;
  weight?: number;
  opacity?: number;
  fillColor?: string;
  fillOpacity?: number;
  radius?: number;
}

interface LayerBase {
  title?: string;
  attribution?: string;
}

/** What one Leaflet layer is built from: an XYZ tile layer, a WMS tile layer or WFS features as GeoJSON. */
export type LayerSpec =
  | (LayerBase & { kind: 'xyz'; url: string; subdomains?: string })
  | (LayerBase & { kind: 'wms'; url: string; layers: string; version: string })
  | (LayerBase & {
      kind: 'wfs';
      url: string;
      typeName: string;
      version: string;
      maxFeatures?: number;
      style: PathStyle;
    });

/** A bounding box in degrees: west, south, east, north. */
export type BBox = [number, number, number, number];

const text = (value: string | null | undefined) => value?.trim() || undefined;

function toSpec(config: LayerConfig, token: string | null | undefined): LayerSpec | undefined {
  const url = fillTileToken(config.url, token);
  if (!url) return undefined;
  const base: LayerBase = {
    ...(text(config.title) ? { title: text(config.title) } : {}),
    ...(text(config.attribution) ? { attribution: text(config.attribution) } : {}),
  };
  const type = config.type.toUpperCase();
  if (type === 'XYZ') return { ...base, ...xyzTemplate(url) };
  if (type === 'WMS' && text(config.layersParam))
    return {
      ...base,
      kind: 'wms',
      url,
      layers: text(config.layersParam) as string,
      version: text(config.version) ?? '1.3.0',
    };
  if (type === 'WFS' && text(config.typeName)) {
    const maxFeatures = config.maxFeatures ?? undefined;
    return {
      ...base,
      kind: 'wfs',
      url,
      typeName: text(config.typeName) as string,
      version: text(config.version) ?? '2.0.0',
      ...(maxFeatures ? { maxFeatures } : {}),
      style: geoStylerPathStyle(config.style),
    };
  }
  return undefined;
}

/**
 * The layers to draw, bottom first: `layer_configs` is saved top first (Superset draws its first
 * layer uppermost). Layers without a URL, WMS layer names or a WFS type name are left out; with none
 * left, `tile_url` is the one XYZ layer. `{token}` is filled from `tile_token` in every URL.
 */
export function layerSpecs(
  fd: Pick<CartodiagramFormData, 'layer_configs' | 'tile_url' | 'tile_token'>,
): LayerSpec[] {
  const specs = fd.layer_configs
    .map((config) => toSpec(config, fd.tile_token))
    .filter((spec): spec is LayerSpec => spec !== undefined);
  if (specs.length > 0) return specs.reverse();
  const url = fillTileToken(fd.tile_url, fd.tile_token);
  return url ? [xyzTemplate(url)] : [];
}

/** An XYZ spec of a URL template; OpenLayers' `{a-c}` subdomain range becomes Leaflet's `{s}`. */
function xyzTemplate(url: string): Extract<LayerSpec, { kind: 'xyz' }> {
  const range = /\{([a-z0-9])-([a-z0-9])\}/.exec(url);
  if (!range) return { kind: 'xyz', url };
  const [from, to] = [range[1].charCodeAt(0), range[2].charCodeAt(0)];
  const subdomains = Array.from({ length: Math.max(1, to - from + 1) }, (_, i) =>
    String.fromCharCode(from + i),
  ).join('');
  return { kind: 'xyz', url: url.replace(range[0], '{s}'), subdomains };
}

/**
 * The WFS GetFeature URL of the features in `bbox`, as GeoJSON in EPSG:4326. The short `EPSG:4326`
 * code keeps longitude / latitude order on GeoServer and MapServer (the URN form would swap it).
 */
export function wfsFeatureUrl(spec: Extract<LayerSpec, { kind: 'wfs' }>, bbox: BBox): string {
  const isV2 = spec.version.startsWith('2');
  const params = new URLSearchParams({
    service: 'WFS',
    version: spec.version,
    request: 'GetFeature',
    [isV2 ? 'typeNames' : 'typeName']: spec.typeName,
    outputFormat: 'application/json',
    srsName: 'EPSG:4326',
    bbox: `${bbox.join(',')},EPSG:4326`,
  });
  if (spec.maxFeatures) params.set(isV2 ? 'count' : 'maxFeatures', String(spec.maxFeatures));
  return `${spec.url}${spec.url.includes('?') ? '&' : '?'}${params.toString()}`;
}

type Symbolizer = Record<string, unknown> & { kind?: unknown };
const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const defined = (style: Record<string, string | number | undefined>): PathStyle =>
  Object.fromEntries(Object.entries(style).filter(([, v]) => v !== undefined)) as PathStyle;

/** Path options of a GeoStyler style's first rule: its Fill, Line and circle Mark symbolizers (filters and scales are ignored). */
export function geoStylerPathStyle(style: unknown): PathStyle {
  const rules = (style as { rules?: unknown } | null)?.rules;
  const symbolizers = Array.isArray(rules)
    ? ((rules[0] as { symbolizers?: unknown } | undefined)?.symbolizers ?? [])
    : [];
  let path: PathStyle = {};
  for (const s of Array.isArray(symbolizers) ? (symbolizers as Symbolizer[]) : []) {
    if (s.kind === 'Fill')
      path = {
        ...path,
        ...defined({
          fillColor: str(s.color),
          fillOpacity: num(s.fillOpacity) ?? num(s.opacity),
          color: str(s.outlineColor),
          weight: num(s.outlineWidth),
          opacity: num(s.outlineOpacity),
        }),
      };
    else if (s.kind === 'Line')
      path = {
        ...path,
        ...defined({ color: str(s.color), weight: num(s.width), opacity: num(s.opacity) }),
      };
    else if (s.kind === 'Mark')
      path = {
        ...path,
        ...defined({
          fillColor: str(s.color),
          fillOpacity: num(s.fillOpacity) ?? num(s.opacity),
          radius: num(s.radius),
          color: str(s.strokeColor),
          weight: num(s.strokeWidth),
        }),
      };
  }
  return path;
}

/** The custom view of `map_view`: Superset's fixed values, else the older `zoom` / `lon` / `lat`. */
export function customView(view: MapViewConfig): MapView {
  return {
    lng: view.fixedLongitude ?? view.lon ?? view.longitude ?? 0,
    lat: view.fixedLatitude ?? view.lat ?? view.latitude ?? 0,
    zoom: Math.round(view.fixedZoom ?? view.zoom ?? 1),
  };
}

/** The first view: the custom one, or the integer zoom and centre fitting every point (one point at `fallbackZoom`). */
export function initialView(
  view: MapViewConfig,
  points: [number, number][],
  width: number,
  height: number,
  fallbackZoom: number,
): MapView {
  if (view.mode === 'CUSTOM') return customView(view);
  const fitted = fitViewport(points, width, height, { lng: 0, lat: 0, zoom: fallbackZoom });
  const [lng, lat] = unproject(fitted.center[0], fitted.center[1], 0);
  return { lng, lat, zoom: fitted.zoom };
}

/** The `map_view` value after the user moved the map to `current`: the seen view, with the fixed view kept (or set from `first`). */
export function mapViewControlValue(
  view: MapViewConfig,
  current: MapView,
  first: MapView,
): MapViewConfig {
  const fixed =
    view.mode === 'CUSTOM'
      ? customView(view)
      : {
          lng: view.fixedLongitude ?? first.lng,
          lat: view.fixedLatitude ?? first.lat,
          zoom: view.fixedZoom ?? first.zoom,
        };
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    ...view,
    zoom: current.zoom,
    longitude: round(current.lng),
    latitude: round(current.lat),
    fixedZoom: fixed.zoom,
    fixedLongitude: round(fixed.lng),
    fixedLatitude: round(fixed.lat),
  };
}

/** One location: the rows of one geometry value, drawn by the selected chart at its point. */
export interface ChartLocation {
  key: string;
  lng: number;
  lat: number;
  rows: DataRecord[];
}

/** Props of CartodiagramChart. */
export interface CartodiagramChartProps {
  width: number;
  height: number;
  /** Why nothing can be drawn (no layers configured, no chart or geometry selected). */
  message?: string;
  /** The base layers, bottom first. */
  layers: LayerSpec[];
  /** The first view: custom, or fitted to the locations. */
  view: MapView;
  locations: ChartLocation[];
  /** The embedded chart: its type and saved params. */
  chart?: { vizType: string; params: Record<string, unknown> };
  /** How big the embedded charts are per zoom level (see chartSizeAt). */
  chartSize: ChartSize;
  background: string;
  borderRadius: number;
  /** The first result item, whose `data` each location replaces with its own rows. */
  result?: ChartProps['queriesData'][number];
  /** Writes a moved view back to `map_view` (explore only). */
  onMapViewChange?: (view: MapView) => void;
}

/** Size of the embedded charts at `zoom`: a saved per-zoom value, else fixed, linear or exponential in the zoom. */
export function chartSizeAt(size: ChartSize, zoom: number): { width: number; height: number } {
  const saved = size.values?.[String(zoom)];
  if (saved) return saved;
  const { configs } = size;
  const grow = (base: number) =>
    size.type === 'LINEAR'
      ? base + (configs.slope ?? 0) * (zoom - configs.zoom)
      : size.type === 'EXP'
        ? base * (configs.exponent ?? 1) ** (zoom - configs.zoom)
        : base;
  return {
    width: Math.max(10, Math.round(grow(configs.width))),
    height: Math.max(10, Math.round(grow(configs.height))),
  };
}

/** `[lng, lat]` of GeoJSON Point text (or an object), undefined for anything else. */
export function parsePoint(value: unknown): [number, number] | undefined {
  try {
    const geometry = (typeof value === 'string' ? JSON.parse(value) : value) as {
      type?: string;
      coordinates?: unknown[];
    } | null;
    const [lng, lat] =
      geometry?.type === 'Point' && Array.isArray(geometry.coordinates)
        ? geometry.coordinates.map(Number)
        : [];
    return Number.isFinite(lng) && Number.isFinite(lat) ? [lng, lat] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rows of the delegated query -> one location per geometry value (GeoJSON Point text), the base
 * layers and the first view of the map, each location to be drawn by the selected chart type.
 */
export function transformCartodiagramProps(
  chartProps: ChartProps<CartodiagramFormData>,
): CartodiagramChartProps {
  const { formData: fd, queriesData, width, height, hooks } = chartProps;
  const layers = layerSpecs(fd);
  const base = {
    width,
    height,
    layers,
    view: { lng: 0, lat: 0, zoom: fd.chart_size.configs.zoom },
    locations: [],
    chartSize: fd.chart_size,
    background: rgbaString(fd.chart_background_color),
    borderRadius: fd.chart_background_border_radius,
  };
  if (layers.length === 0) return { ...base, message: TILES_NOT_CONFIGURED };
  if (!fd.selected_chart || !fd.geom_column)
    return { ...base, message: 'Select a chart and a geometry column to draw this map' };
  const geom = getColumnLabel(fd.geom_column);
  const groups = new Map<string, ChartLocation>();
  for (const row of queriesData[0]?.data ?? []) {
    const key = String(row[geom]);
    let location = groups.get(key);
    if (!location) {
      const point = parsePoint(row[geom]);
      if (!point) continue;
      location = { key, lng: point[0], lat: point[1], rows: [] };
      groups.set(key, location);
    }
    location.rows.push(row);
  }
  const locations = [...groups.values()];
  const view = initialView(
    fd.map_view,
    locations.map((l) => [l.lng, l.lat]),
    width,
    height,
    fd.chart_size.configs.zoom,
  );
  const setControlValue = hooks?.setControlValue;
  return {
    ...base,
    view,
    locations,
    // The delegated query ran on this chart's datasource (build-query.ts): the embedded chart's form data names it too.
    chart: {
      vizType: fd.selected_chart.viz_type,
      params: { ...fd.selected_chart.params, datasource: fd.datasource },
    },
    result: queriesData[0],
    ...(setControlValue
      ? {
          onMapViewChange: (current: MapView) =>
            setControlValue('map_view', mapViewControlValue(fd.map_view, current, view)),
        }
      : {}),
  };
}
