import { columnRefSchema } from '@sightline/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  integerWithDefault,
  numberWithDefault,
  withDefault,
} from '../../query/form-data.ts';

/** Aggregations of the label metric over a cluster. */
export const MAPBOX_AGGREGATORS = ['sum', 'mean', 'min', 'max', 'std', 'var'] as const;
/** The six colour presets of `mapbox_color`. */
export const MAPBOX_COLORS = [
  'rgb(0, 139, 139)',
  'rgb(0, 0, 0)',
  'rgb(0, 122, 135)',
  'rgb(255, 0, 0)',
  'rgb(0, 0, 255)',
  'rgb(255, 215, 0)',
] as const;

/** Form data of `mapbox` (docs/chart-types.md §4.K, legacy, served through /api/v1/chart/data); defaults live here only. */
export const mapboxFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('mapbox'),
  /** Longitude column. */
  all_columns_x: columnRefSchema.nullish(),
  /** Latitude column. */
  all_columns_y: columnRefSchema.nullish(),
  /** Cluster radius in px; saved as a string ('60'). */
  clustering_radius: numberWithDefault(60),
  row_limit: integerWithDefault(10000),
  groupby: withDefault(z.array(columnRefSchema), []),
  /** 'Auto' or the column holding point radii. */
  point_radius: withDefault(z.string(), 'Auto'),
  point_radius_unit: withDefault(z.enum(['Pixels', 'Miles', 'Kilometers']), 'Pixels'),
  /** The label column (first entry), or 'count' with a groupby. */
  mapbox_label: withDefault(z.array(z.string()), []),
  pandas_aggfunc: withDefault(z.enum(MAPBOX_AGGREGATORS), 'sum'),
  render_while_dragging: withDefault(z.boolean(), true),
  mapbox_style: withDefault(z.string(), 'mapbox://styles/mapbox/light-v9'),
  global_opacity: numberWithDefault(1),
  mapbox_color: withDefault(z.string(), MAPBOX_COLORS[0]),
  viewport_longitude: numberWithDefault(-122.405293),
  viewport_latitude: numberWithDefault(37.772123),
  viewport_zoom: numberWithDefault(11),
  /**
   * Sightline: an XYZ tile URL template (`{z}/{x}/{y}`, optional `{token}`). Without it, a Mapbox
   * `mapbox_style` with `mapbox_api_key` gives the Mapbox raster tiles of that style.
   */
  tile_url: z.string().nullish(),
  /** Sightline: the tile service token (Superset reads MAPBOX_API_KEY from server config). */
  mapbox_api_key: z.string().nullish(),
});
export type MapboxFormData = z.infer<typeof mapboxFormDataSchema>;
