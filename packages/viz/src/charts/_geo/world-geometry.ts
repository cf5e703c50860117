// Country geometry for the map charts, built at run time from world-atlas (Natural Earth 1:110m,
// ISC) with topojson-client. Imported only by map components, so the data loads with them lazily.
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import countries from 'i18n-iso-countries';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

/** Properties of a country feature: `name` is the ISO alpha-3 code (what ECharts matches data on), `country` the Natural Earth name. */
export interface CountryProperties {
  name: string;
  country: string;
}

export type CountryFeature = Feature<Polygon | MultiPolygon, CountryProperties>;

let cached: FeatureCollection<Polygon | MultiPolygon, CountryProperties> | undefined;

/**
 * World countries as GeoJSON keyed by ISO alpha-3 (world-atlas ids are ISO numeric codes, mapped
 * with i18n-iso-countries). Features without an ISO code (Kosovo, Northern Cyprus, Somaliland) keep
 * their Natural Earth name; Antarctica is left out, as in Superset's world map.
 */
export function worldGeoJson(): FeatureCollection<Polygon | MultiPolygon, CountryProperties> {
  if (cached) return cached;
  const topology = world as unknown as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const collection = feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
  const features = collection.features.flatMap((f): CountryFeature[] => {
    const code = f.id === undefined ? undefined : countries.numericToAlpha3(String(f.id));
    if (code === 'ATA') return [];
    return [
      {
        ...f,
        geometry: splitAtAntimeridian(f.geometry),
        properties: { name: code ?? f.properties.name, country: f.properties.name },
      },
    ];
  });
  cached = { type: 'FeatureCollection', features };
  return cached;
}

/** The ring with each longitude moved by 360° where needed so that no edge jumps more than 180°. */
function unwrapRing(ring: Position[]): Position[] {
  const out: Position[] = [];
  for (const [lng, lat] of ring) {
    let x = lng;
    const prev = out.at(-1)?.[0];
    if (prev !== undefined) while (x - prev > 180) x -= 360;
    if (prev !== undefined) while (x - prev < -180) x += 360;
    out.push([x, lat]);
  }
  return out;
}

/** Sutherland-Hodgman clip of a closed ring to min <= lng <= max. */
function clipRing(ring: Position[], min: number, max: number): Position[] {
  const clip = (points: Position[], inside: (p: Position) => boolean, edge: number) => {
    const out: Position[] = [];
    for (let i = 0; i < points.length; i += 1) {
      const [a, b] = [points[i], points[(i + 1) % points.length]];
      if (inside(a)) out.push(a);
      if (inside(a) !== inside(b)) {
        const t = (edge - a[0]) / (b[0] - a[0]);
        out.push([edge, a[1] + t * (b[1] - a[1])]);
      }
    }
    return out;
  };
  const open = ring.slice(0, -1);
  const clipped = clip(
    clip(open, (p) => p[0] >= min, min),
    (p) => p[0] <= max,
    max,
  );
  return clipped.length >= 3 ? [...clipped, clipped[0]] : [];
}

/**
 * The polygons of a country that crosses the 180th meridian (Russia, Fiji) cut there into pieces
 * east and west of it. Drawn unprojected, as ECharts draws GeoJSON, an edge from 179° to -179°
 * runs across the whole map: the country appeared as a stripe across the world.
 */
export function splitAtAntimeridian(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const crosses = (ring: Position[]) =>
    ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180);
  if (!polygons.some((polygon) => polygon.some(crosses))) return geometry;
  const pieces = polygons.flatMap((polygon) => {
    if (!polygon.some(crosses)) return [polygon];
    const rings = polygon.map(unwrapRing);
    return [-360, 0, 360].flatMap((shift) => {
      const cut = rings
        .map((ring) => clipRing(ring, -180 - shift, 180 - shift))
        .map((ring) => ring.map(([lng, lat]) => [lng + shift, lat]));
      return cut[0].length ? [cut.filter((ring) => ring.length)] : [];
    });
  });
  return { type: 'MultiPolygon', coordinates: pieces };
}

function ringArea(ring: Position[]): number {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    area += ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
  return area / 2;
}

function ringCentroid(ring: Position[]): [number, number] {
  const area = ringArea(ring);
  if (area === 0) return [ring[0][0], ring[0][1]];
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const f = ring[j][0] * ring[i][1] - ring[i][0] * ring[j][1];
    x += (ring[j][0] + ring[i][0]) * f;
    y += (ring[j][1] + ring[i][1]) * f;
  }
  return [x / (6 * area), y / (6 * area)];
}

/** `[lng, lat]` of a feature: the area centroid of its largest outer ring (the mainland, not overseas parts). */
export function featureCentroid(f: Feature<Polygon | MultiPolygon>): [number, number] {
  const polygons =
    f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  const outer = polygons
    .map((p) => p[0])
    .reduce((best, ring) => (Math.abs(ringArea(ring)) > Math.abs(ringArea(best)) ? ring : best));
  return ringCentroid(outer);
}

/** Centroid of every country by alpha-3 code. */
export function countryCentroids(): Record<string, [number, number]> {
  return Object.fromEntries(
    worldGeoJson().features.map((f) => [f.properties.name, featureCentroid(f)]),
  );
}
