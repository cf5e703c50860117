// First-level subdivisions for country_map, keyed by ISO 3166-2 code (`properties.ISO`) with the
// region name in `NAME_1`, as Superset's country GeoJSON files are. Each `select_country` key has
// its own TopoJSON file in ./admin1/, made from Natural Earth admin-1 data (public domain) by
// scripts/country-boundaries.ts; the United States come from us-atlas (U.S. Census Bureau
// cartographic boundaries, ISC licence). Files load on demand, so a page fetches only its country.
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { US_STATE_BY_FIPS } from './admin1-codes.ts';

/** Properties of a subdivision feature. */
export interface Admin1Properties {
  ISO: string;
  NAME_1: string;
}

export type Admin1Collection = FeatureCollection<Polygon | MultiPolygon, Admin1Properties>;

/** Territories east of the antimeridian that Superset's USA map leaves out (they would stretch the fitted map across the globe). */
const DROPPED_STATES: ReadonlySet<string> = new Set(['GU', 'MP']);

type Ring = number[][];

/** Alaska's Aleutians cross 180°: their eastern-hemisphere longitudes are moved by -360 so the state is one contiguous shape. */
function westOfAntimeridian<G extends Polygon | MultiPolygon>(geometry: G): G {
  const shiftRing = (ring: Ring): Ring =>
    ring.map(([lon, lat, ...rest]) => [lon > 0 ? lon - 360 : lon, lat, ...rest]);
  if (geometry.type === 'Polygon')
    return { ...geometry, coordinates: geometry.coordinates.map(shiftRing) };
  return {
    ...geometry,
    coordinates: (geometry as MultiPolygon).coordinates.map((polygon) => polygon.map(shiftRing)),
  };
}

async function loadUsStates(): Promise<Admin1Collection> {
  const { default: usStates } = await import('us-atlas/states-10m.json');
  const topology = usStates as unknown as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const states = feature(topology, topology.objects.states) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  return {
    type: 'FeatureCollection',
    features: states.features.flatMap((f) => {
      const usps = US_STATE_BY_FIPS[String(f.id)];
      if (!usps || DROPPED_STATES.has(usps)) return [];
      const geometry = usps === 'AK' ? westOfAntimeridian(f.geometry) : f.geometry;
      return [{ ...f, geometry, properties: { ISO: `US-${usps}`, NAME_1: f.properties.name } }];
    }),
  };
}

async function loadGenerated(key: string): Promise<Admin1Collection> {
  // One chunk per file: bundlers (Vite, Vitest) expand this template over ./admin1/*.json.
  const { default: topology } = (await import(`./admin1/${key}.json`)) as {
    default: Topology<{ admin1: GeometryCollection<Admin1Properties> }>;
  };
  return feature(topology, topology.objects.admin1) as Admin1Collection;
}

const cache = new Map<string, Promise<Admin1Collection>>();

/**
 * The subdivisions of a `select_country` key (one of COUNTRY_MAP_KEYS, e.g. `usa`, `france_regions`),
 * fetched once per key. Rejects when no file ships for the key.
 */
export function loadAdmin1Boundaries(key: string): Promise<Admin1Collection> {
  const hit = cache.get(key);
  if (hit) return hit;
  const loading =
    key === 'usa'
      ? loadUsStates()
      : /^[a-z_]+$/.test(key)
        ? loadGenerated(key)
        : Promise.reject(new Error(`No boundaries for ${key}`));
  loading.catch(() => cache.delete(key));
  cache.set(key, loading);
  return loading;
}
