import { columnRefSchema } from '@sightline/core';
import { z } from 'zod';
import { rgbaColorSchema } from '../../form-data/fields.ts';
import { baseFormDataSchema, numberWithDefault, withDefault } from '../../query/form-data.ts';

/**
 * A base layer as Superset saves it (`WmsLayerConf`, `WfsLayerConf`, `XyzLayerConf`): WMS layers name
 * `layersParam` and `version`, WFS layers `typeName`, `version`, `maxFeatures` and a GeoStyler `style`.
 */
export const layerConfigSchema = z.looseObject({
  type: z.string(),
  url: z.string().nullish(),
  title: z.string().nullish(),
  attribution: z.string().nullish(),
  version: z.string().nullish(),
  layersParam: z.string().nullish(),
  typeName: z.string().nullish(),
  maxFeatures: z.number().nullish(),
  /** A GeoStyler style object, read leniently by layers.ts. */
  style: z.unknown().optional(),
});
export type LayerConfig = z.infer<typeof layerConfigSchema>;

/**
 * `map_view`: fit the data, or a custom view. Superset saves the custom view as `fixedZoom`,
 * `fixedLongitude`, `fixedLatitude` and the last seen view as `zoom`, `longitude`, `latitude`;
 * earlier Sightline charts saved the custom view as `zoom`, `lon`, `lat`.
 */
export const mapViewSchema = z.looseObject({
  mode: z.enum(['FIT_DATA', 'CUSTOM']),
  zoom: z.number().nullish(),
  longitude: z.number().nullish(),
  latitude: z.number().nullish(),
  fixedZoom: z.number().nullish(),
  fixedLongitude: z.number().nullish(),
  fixedLatitude: z.number().nullish(),
  lon: z.number().nullish(),
  lat: z.number().nullish(),
});
export type MapViewConfig = z.infer<typeof mapViewSchema>;

/** `chart_size`: how big the embedded charts are per zoom level. */
export const chartSizeSchema = z.looseObject({
  type: z.enum(['FIXED', 'LINEAR', 'EXP']),
  configs: z.looseObject({
    zoom: z.number(),
    width: z.number(),
    height: z.number(),
    slope: z.number().nullish(),
    exponent: z.number().nullish(),
  }),
  values: z.record(z.string(), z.looseObject({ width: z.number(), height: z.number() })).nullish(),
});
export type ChartSize = z.infer<typeof chartSizeSchema>;

/** JSON text parsed, anything else as is; bad JSON stays a string so the schema reports it. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The saved chart drawn at every location: `{viz_type, params}`, saved as JSON text or an object. */
export const selectedChartSchema = z.preprocess(
  (v) => (v === '' ? null : parseJsonText(v)),
  z
    .looseObject({
      viz_type: z.string(),
      params: z.preprocess(parseJsonText, z.record(z.string(), z.unknown())),
    })
    .nullish(),
);

/** Form data of `cartodiagram` (docs/chart-types.md §4.K); defaults live here only. */
export const cartodiagramFormDataSchema = baseFormDataSchema.extend({
  viz_type: z.literal('cartodiagram'),
  selected_chart: selectedChartSchema,
  /** The column holding GeoJSON Point text. */
  geom_column: columnRefSchema.nullish(),
  map_view: withDefault(mapViewSchema, { mode: 'FIT_DATA' }),
  layer_configs: withDefault(z.array(layerConfigSchema), []),
  chart_background_color: withDefault(rgbaColorSchema, { r: 255, g: 255, b: 255, a: 0.2 }),
  chart_background_border_radius: numberWithDefault(10),
  chart_size: withDefault(chartSizeSchema, {
    type: 'FIXED',
    configs: { zoom: 6, width: 100, height: 100, slope: 30, exponent: 2 },
    values: {},
  }),
  /** Sightline: an XYZ tile URL template (`{z}/{x}/{y}`, optional `{token}`) used when no layer is configured. */
  tile_url: z.string().nullish(),
  /** Sightline: the token filled into `{token}` of tile_url and of the layers' URLs. */
  tile_token: z.string().nullish(),
});
export type CartodiagramFormData = z.infer<typeof cartodiagramFormDataSchema>;
