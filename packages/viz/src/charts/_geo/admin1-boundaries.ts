// First-level subdivisions for country_map, keyed by ISO 3166-2 code (`properties.ISO`) with the
// region name in `NAME_1`, as Superset's country GeoJSON files are. Shipped offline from us-atlas
// (U.S. Census Bureau cartographic boundaries, ISC licence) for the United States; no permissively
// licensed admin-1 package covers the other countries yet. Imported only by the map component.
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import usStates from 'us-atlas/states-10m.json';
import { ADMIN1_COUNTRIES, US_STATE_BY_FIPS } from './admin1-codes.ts';

/** Properties of a subdivision feature. */
export interface Admin1Properties {
  ISO: string;
  NAME_1: string;
}

/** Territories east of the antimeridian that Superset's USA map leaves out (they would stretch the fitted map across the globe). */
const DROPPED_STATES: ReadonlySet<string> = new Set(['GU', 'MP']);

type Ring = number[][];

/** Alaska's Aleutians cross 180°: their eastern-hemisphere longitudes are moved by -360 so the state is one contiguous shape. */
function westOfAntimeridian<G extends Polygon | MultiPolygon>(geometry: G): G {
  const shiftRing = (ring: Ring): Ring => ring.map(([lon, lat, ...rest]) => [lon > 0 ? lon - 360 : lon, lat, ...rest]);
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(shiftRing) };
  return { ...geometry, coordinates: (geometry as MultiPolygon).coordinates.map((polygon) => polygon.map(shiftRing)) };
}

const cache = new Map<string, FeatureCollection<Polygon | MultiPolygon, Admin1Properties>>();

/** The subdivisions of a country (ISO alpha-3), or null when none ship. */
export function admin1Boundaries(alpha3: string): FeatureCollection<Polygon | MultiPolygon, Admin1Properties> | null {
  if (!ADMIN1_COUNTRIES.has(alpha3)) return null;
  const hit = cache.get(alpha3);
  if (hit) return hit;
  const topology = usStates as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const states = feature(topology, topology.objects.states) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;
  const collection: FeatureCollection<Polygon | MultiPolygon, Admin1Properties> = {
    type: 'FeatureCollection',
    features: states.features.flatMap((f) => {
      const usps = US_STATE_BY_FIPS[String(f.id)];
      if (!usps || DROPPED_STATES.has(usps)) return [];
      const geometry = usps === 'AK' ? westOfAntimeridian(f.geometry) : f.geometry;
      return [{ ...f, geometry, properties: { ISO: `US-${usps}`, NAME_1: f.properties.name } }];
    }),
  };
  cache.set(alpha3, collection);
  return collection;
}
