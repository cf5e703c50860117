import type { DataRecordValue } from '../../query/data-record.ts';
import { getColumnLabel } from '../../query/labels.ts';
import { finiteOrNull, type LegacyQueryResult } from '../_nvd3/legacy-data.ts';
import { mapboxFormDataSchema } from './form-data.ts';

/** One point of the legacy GeoJSON: the label value (`metric`) and radius column value of its row. */
export interface MapboxFeature {
  type: 'Feature';
  properties: { metric: DataRecordValue; radius: DataRecordValue };
  geometry: { type: 'Point'; coordinates: [number | null, number | null] };
}

/** The legacy mapbox payload (MapboxViz). */
export interface MapboxLegacyData {
  geoJSON: { type: 'FeatureCollection'; features: MapboxFeature[] };
  hasCustomMetric: boolean;
  mapboxApiKey: string;
  mapStyle: string;
  aggregatorName: string;
  clusteringRadius: number;
  pointRadiusUnit: string;
  globalOpacity: number;
  bounds: [[number | null, number | null], [number | null, number | null]];
  renderWhileDragging: boolean;
  tooltip: boolean;
  color: string;
}

/** Rounded to 10 decimals, as the legacy code limited the GeoJSON precision. */
const round10 = (value: number | null) => (value === null ? null : Math.round(value * 1e10) / 1e10);
const min = (values: (number | null)[]) =>
  values.reduce<number | null>((m, v) => (v === null ? m : m === null ? v : Math.min(m, v)), null);
const max = (values: (number | null)[]) =>
  values.reduce<number | null>((m, v) => (v === null ? m : m === null ? v : Math.max(m, v)), null);

/**
 * The legacy `data` of `mapbox`: one GeoJSON point per row (longitude, latitude, the first
 * `mapbox_label` column as `metric`, the radius column unless `Auto`), the bounds of the points and
 * the display settings. The API key is the form data's `mapbox_api_key` (Superset read its config).
 */
export function mapboxLegacyData(
  formData: Record<string, unknown>,
  results: readonly LegacyQueryResult[],
): MapboxLegacyData {
  const fd = mapboxFormDataSchema.parse(formData);
  if (!fd.all_columns_x || !fd.all_columns_y)
    throw new Error('[Longitude] and [Latitude] must be set');
  const [lon, lat] = [getColumnLabel(fd.all_columns_x), getColumnLabel(fd.all_columns_y)];
  const label = fd.mapbox_label[0];
  const rows = results[0]?.data ?? [];
  const lons = rows.map((row) => finiteOrNull(row[lon]));
  const lats = rows.map((row) => finiteOrNull(row[lat]));
  const features = rows.map((row, i): MapboxFeature => ({
    type: 'Feature',
    properties: {
      metric: label ? (row[label] ?? null) : null,
      radius: fd.point_radius === 'Auto' ? null : (row[fd.point_radius] ?? null),
    },
    geometry: { type: 'Point', coordinates: [round10(lons[i]), round10(lats[i])] },
  }));
  return {
    geoJSON: { type: 'FeatureCollection', features },
    hasCustomMetric: label !== undefined,
    mapboxApiKey: fd.mapbox_api_key ?? '',
    mapStyle: fd.mapbox_style,
    aggregatorName: fd.pandas_aggfunc,
    clusteringRadius: fd.clustering_radius,
    pointRadiusUnit: fd.point_radius_unit,
    globalOpacity: fd.global_opacity,
    bounds: [
      [min(lons), min(lats)],
      [max(lons), max(lats)],
    ],
    renderWhileDragging: fd.render_while_dragging,
    tooltip: formData.rich_tooltip !== false,
    color: fd.mapbox_color,
  };
}
