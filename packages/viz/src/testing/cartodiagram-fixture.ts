import { PIE_EXAMPLE } from './example-form-data.ts';
import { cartodiagramPlugin } from '../charts/cartodiagram/index.ts';

const BASE = {
  datasource: '22__table',
  viz_type: 'cartodiagram',
  // The selected chart as Superset saves it: JSON text whose params are JSON text too (Pie.yaml params).
  selected_chart: JSON.stringify({
    id: 7,
    slice_name: 'Pie',
    viz_type: 'pie',
    params: JSON.stringify(PIE_EXAMPLE),
  }),
  geom_column: 'geom',
};
/** A cartodiagram of Pie.yaml on `geom` through the cartodiagram schema, with overrides. */
export const parse = (overrides: Record<string, unknown> = {}) =>
  cartodiagramPlugin.formDataSchema.parse({ ...BASE, ...overrides });
/** A tile URL template and its token. */
export const TILES = {
  tile_url: 'https://tiles.example/{z}/{x}/{y}.png?key={token}',
  tile_token: 't0k',
};

/** Two GeoJSON point locations, as the geometry column holds them. */
export const PARIS = '{"type":"Point","coordinates":[2.3522,48.8566]}';
export const BERLIN = '{"type":"Point","coordinates":[13.405,52.52]}';
